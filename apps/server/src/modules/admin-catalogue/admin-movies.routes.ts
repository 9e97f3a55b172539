import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogueQuerySchema,
  adminMovieCreateSchema,
  adminMoviePageSchema,
  adminMovieSchema,
  adminMovieUpdateSchema,
  adminRefreshResultSchema,
  apiErrorSchema,
  idParamsSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { AdminMoviesService } from './admin-movies.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

export const adminMoviesRoutes =
  (auth: AuthService, movies: AdminMoviesService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.get(
      '/admin/movies',
      {
        schema: {
          tags,
          summary: 'Films, newest first: search by title, original title, IMDb or TMDb id',
          security: bearer,
          querystring: adminCatalogueQuerySchema,
          response: { 200: adminMoviePageSchema, ...errors },
        },
        onRequest: requireAdmin,
        preValidation: dropEmptyQueryParams,
        config,
      },
      (request) => movies.list(request.query),
    );

    app.get(
      '/admin/movies/:id',
      {
        schema: {
          tags,
          summary: 'One film with everything an admin edits',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminMovieSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => movies.get(request.params.id),
    );

    app.post(
      '/admin/movies',
      {
        schema: {
          tags,
          summary: 'Create a film by hand; releases waiting for it are linked',
          security: bearer,
          body: adminMovieCreateSchema,
          response: { 201: adminMovieSchema, ...errors, 409: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config,
      },
      async (request, reply) =>
        reply.status(201).send(await movies.create(auth.requireUser(request.user), request.body)),
    );

    app.put(
      '/admin/movies/:id',
      {
        schema: {
          tags,
          summary: 'Edit titles, overview, dates, genres, external ids, trailers and images',
          description:
            'Absent fields stay as they are; null clears one. Genres and trailers are replaced as a whole.',
          security: bearer,
          params: idParamsSchema,
          body: adminMovieUpdateSchema,
          response: { 200: adminMovieSchema, ...errors, 409: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => movies.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.post(
      '/admin/movies/:id/refresh',
      {
        schema: {
          tags,
          summary: 'Load the film from TMDb again (needs its TMDb id and a TMDb key)',
          description: '409 without a TMDb id or key (or a refused key), 502 when TMDb cannot be reached.',
          security: bearer,
          params: idParamsSchema,
          response: {
            200: adminRefreshResultSchema,
            ...errors,
            409: apiErrorSchema,
            429: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => movies.refresh(auth.requireUser(request.user), request.params.id),
    );
  };
