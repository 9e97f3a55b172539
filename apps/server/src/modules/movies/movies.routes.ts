import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exactResponse } from '../../plugins/response-serializer';
import { z } from 'zod';
import {
  movieDetailSchema,
  movieListQuerySchema,
  movieListSchema,
  relatedMoviesSchema,
  releaseListSchema,
  slugOrIdParam,
  upcomingMoviesSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import type { MoviesService } from './movies.service';

const params = z.object({ slugOrId: slugOrIdParam });

export const moviesRoutes =
  (service: MoviesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', dropEmptyQueryParams);

    app.get(
      '/movies',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary:
            'Movie list: search, genre, sort (default title_asc), pages of 24 (limit clamped to 10000)',
          querystring: movieListQuerySchema,
          response: { 200: exactResponse(movieListSchema) },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/movies/:slugOrId',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary: 'One movie by slug or numeric id (404 "Film nicht gefunden")',
          params,
          response: { 200: exactResponse(movieDetailSchema) },
        },
      },
      (request) => service.detail(request.params.slugOrId),
    );

    app.get(
      '/movies/:slugOrId/releases',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary: 'Releases of a movie, best resolution first (at most 1000)',
          params,
          response: { 200: exactResponse(releaseListSchema) },
        },
      },
      (request) => service.releasesOf(request.params.slugOrId),
    );

    app.get(
      '/movies/:slugOrId/related',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary: 'Up to 12 movies sharing genres with this one',
          params,
          response: { 200: exactResponse(relatedMoviesSchema) },
        },
      },
      (request) => service.related(request.params.slugOrId),
    );

    app.get(
      '/upcoming-movies',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary: 'Movies released from 30 days ago on, soonest first (at most 20)',
          response: { 200: exactResponse(upcomingMoviesSchema) },
        },
      },
      () => service.upcoming(),
    );
  };
