import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEpisodeCreateSchema,
  adminEpisodeListSchema,
  adminEpisodeQuerySchema,
  adminEpisodeSchema,
  adminEpisodeUpdateSchema,
  apiErrorSchema,
  idParamsSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { AdminSeriesService } from './admin-series.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflict = { 409: apiErrorSchema };
const tags = ['admin'];

/** The episodes of a series: list, add, edit. */
export const adminEpisodesRoutes =
  (auth: AuthService, shows: AdminSeriesService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    const admin = { onRequest: requireAdmin, config };

    app.get(
      '/admin/series/:id/episodes',
      {
        schema: {
          tags,
          summary: "The series' episodes (one season with ?season=)",
          security: bearer,
          params: idParamsSchema,
          querystring: adminEpisodeQuerySchema,
          response: { 200: adminEpisodeListSchema, ...errors },
        },
        preValidation: dropEmptyQueryParams,
        ...admin,
      },
      (request) => shows.episodes(request.params.id, request.query.season),
    );

    app.post(
      '/admin/series/:id/episodes',
      {
        schema: {
          tags,
          summary: 'Add an episode (its season is created when new)',
          security: bearer,
          params: idParamsSchema,
          body: adminEpisodeCreateSchema,
          response: { 201: adminEpisodeSchema, ...errors, ...conflict },
        },
        ...admin,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await shows.createEpisode(auth.requireUser(request.user), request.params.id, request.body)),
    );

    app.put(
      '/admin/episodes/:id',
      {
        schema: {
          tags,
          summary: "Edit an episode's title, overview, air date, runtime or still",
          security: bearer,
          params: idParamsSchema,
          body: adminEpisodeUpdateSchema,
          response: { 200: adminEpisodeSchema, ...errors },
        },
        ...admin,
      },
      (request) => shows.updateEpisode(auth.requireUser(request.user), request.params.id, request.body),
    );
  };
