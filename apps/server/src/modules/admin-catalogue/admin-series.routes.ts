import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogueQuerySchema,
  adminRefreshResultSchema,
  adminSeriesCreateSchema,
  adminSeriesPageSchema,
  adminSeriesSchema,
  adminSeriesUpdateSchema,
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

export const adminSeriesRoutes =
  (auth: AuthService, shows: AdminSeriesService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    const admin = { onRequest: requireAdmin, config };

    app.get(
      '/admin/series',
      {
        schema: {
          tags,
          summary: 'Series, newest first: search by title, original title, IMDb, TMDb or TVDB id',
          security: bearer,
          querystring: adminCatalogueQuerySchema,
          response: { 200: adminSeriesPageSchema, ...errors },
        },
        preValidation: dropEmptyQueryParams,
        ...admin,
      },
      (request) => shows.list(request.query),
    );

    app.get(
      '/admin/series/:id',
      {
        schema: {
          tags,
          summary: 'One series with its seasons and everything an admin edits',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminSeriesSchema, ...errors },
        },
        ...admin,
      },
      (request) => shows.get(request.params.id),
    );

    app.post(
      '/admin/series',
      {
        schema: {
          tags,
          summary: 'Create a series by hand',
          security: bearer,
          body: adminSeriesCreateSchema,
          response: { 201: adminSeriesSchema, ...errors, ...conflict },
        },
        ...admin,
      },
      async (request, reply) =>
        reply.status(201).send(await shows.create(auth.requireUser(request.user), request.body)),
    );

    app.put(
      '/admin/series/:id',
      {
        schema: {
          tags,
          summary: 'Edit titles, overview, dates, genres, external ids, trailers and images',
          description:
            'Absent fields stay as they are; null clears one. Genres and trailers are replaced as a whole.',
          security: bearer,
          params: idParamsSchema,
          body: adminSeriesUpdateSchema,
          response: { 200: adminSeriesSchema, ...errors, ...conflict },
        },
        ...admin,
      },
      (request) => shows.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.post(
      '/admin/series/:id/refresh',
      {
        schema: {
          tags,
          summary: 'Load the series with all seasons and episodes from TMDb again',
          security: bearer,
          params: idParamsSchema,
          response: {
            200: adminRefreshResultSchema,
            ...errors,
            ...conflict,
            429: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
        ...admin,
      },
      (request) => shows.refresh(auth.requireUser(request.user), request.params.id),
    );
  };
