import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exactResponse } from '../../plugins/response-serializer';
import { genreListSchema } from '@nzbkino/shared';
import type { GenresService } from './genres.service';

export const genresRoutes =
  (service: GenresService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/genres',
      {
        config: { responseCache: true },
        schema: {
          tags: ['catalogue'],
          summary: 'Every genre',
          response: { 200: exactResponse(genreListSchema) },
        },
      },
      () => service.all(),
    );
    app.get(
      '/movies/genres',
      {
        config: { responseCache: true },
        schema: {
          tags: ['movies'],
          summary: 'Genres that have movies',
          response: { 200: exactResponse(genreListSchema) },
        },
      },
      () => service.forMovies(),
    );
    app.get(
      '/series/genres',
      {
        config: { responseCache: true },
        schema: {
          tags: ['series'],
          summary: 'Genres that have series',
          response: { 200: exactResponse(genreListSchema) },
        },
      },
      () => service.forSeries(),
    );
  };
