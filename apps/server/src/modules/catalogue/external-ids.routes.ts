import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  externalIdsSchema,
  movieExternalIdsSchema,
  releaseIdParamsSchema,
  seriesExternalIdsSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ExternalIdsService } from './external-ids.service';

const bearer = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Admins correct the external ids Newznab clients search by (Sonarr: TVDB,
 * Radarr: IMDb). The admin screens are their own issue; this is the route.
 */
export const externalIdsRoutes =
  (auth: AuthService, ids: ExternalIdsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    app.put(
      '/admin/movies/:id/external-ids',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a film's IMDb id (null clears it; an absent field stays)",
          security: bearer,
          params: releaseIdParamsSchema,
          body: movieExternalIdsSchema,
          response: { 200: externalIdsSchema, ...errors },
        },
        onRequest: requireAdmin,
      },
      (request) => ids.setMovie(request.params.id, request.body, auth.requireUser(request.user)),
    );
    app.put(
      '/admin/series/:id/external-ids',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a series' IMDb, TVDB, TVmaze and TVRage ids (null clears one; an absent field stays)",
          security: bearer,
          params: releaseIdParamsSchema,
          body: seriesExternalIdsSchema,
          response: { 200: externalIdsSchema, ...errors },
        },
        onRequest: requireAdmin,
      },
      (request) => ids.setSeries(request.params.id, request.body, auth.requireUser(request.user)),
    );
  };
