import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatsSchema } from '@nzbkino/shared';
import type { StatsService } from './stats.service';

export const statsRoutes =
  (service: StatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stats',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Public statistics for the footer',
          response: { 200: publicStatsSchema },
        },
      },
      () => service.publicStats(),
    );
  };
