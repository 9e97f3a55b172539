import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsSchema } from '@nzbkino/shared';
import type { NewsService } from './news.service';

export const newsRoutes =
  (service: NewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/news/current',
      {
        schema: {
          tags: ['news'],
          summary: 'The current news item with its reactions (null when there is none)',
          response: { 200: newsSchema.nullable() },
        },
      },
      () => service.current(),
    );
  };
