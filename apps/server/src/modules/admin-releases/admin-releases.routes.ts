import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReleasePageSchema,
  adminReleaseQuerySchema,
  adminReleaseSchema,
  adminReleaseUpdateSchema,
  adminRematchBodySchema,
  adminRematchResultSchema,
  apiErrorSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { AdminReleasesService } from './admin-releases.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

export const adminReleasesRoutes =
  (auth: AuthService, releases: AdminReleasesService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.get(
      '/admin/releases',
      {
        schema: {
          tags,
          summary: 'Releases, newest first: search by name, filter by category or unmatched only',
          security: bearer,
          querystring: adminReleaseQuerySchema,
          response: { 200: adminReleasePageSchema, ...errors },
        },
        onRequest: requireAdmin,
        preValidation: dropEmptyQueryParams,
        config,
      },
      (request) => releases.list(request.query),
    );

    app.get(
      '/admin/releases/:id',
      {
        schema: {
          tags,
          summary: 'One release with its links',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminReleaseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => releases.get(request.params.id),
    );

    app.put(
      '/admin/releases/:id',
      {
        schema: {
          tags,
          summary: 'Correct name, category and the links to a film, series or episode',
          description:
            'A film link clears the series links; an episode link sets its series and season; null removes a link.',
          security: bearer,
          params: idParamsSchema,
          body: adminReleaseUpdateSchema,
          response: { 200: adminReleaseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => releases.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.post(
      '/admin/releases/rematch',
      {
        schema: {
          tags,
          summary: 'Run the matcher again on these releases',
          description: 'A release the matcher now links gets those links; one it cannot link keeps its own.',
          security: bearer,
          body: adminRematchBodySchema,
          response: { 200: adminRematchResultSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => releases.rematch(auth.requireUser(request.user), request.body.ids),
    );

    app.delete(
      '/admin/releases/:id',
      {
        schema: {
          tags,
          summary: 'Delete a release, with its stored NZB and NFO unless another release shares them',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => releases.delete(auth.requireUser(request.user), request.params.id),
    );
  };
