import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@nzbkino/shared';
import type { HealthService } from './health.service';

export const healthRoutes =
  (service: HealthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and whether the database and the blob store take writes',
          response: { 200: healthSchema, 503: healthSchema },
        },
        config: { cache: 'no-store' },
      },
      async (_request, reply) => {
        const health = await service.check();
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  };
