import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exactResponse } from '../../plugins/response-serializer';
import { heroItemsSchema, pingSchema } from '@nzbkino/shared';
import type { HomeService } from './home.service';

export const homeRoutes =
  (service: HomeService): FastifyPluginAsyncZod =>
  async (app) => {
    // No database, no work: liveness for load balancers and the ceiling of the load benchmark.
    app.get(
      '/ping',
      {
        schema: {
          tags: ['system'],
          summary: 'Answers { ok: true } without touching the database',
          response: { 200: exactResponse(pingSchema) },
        },
        config: { cache: 'no-store' },
      },
      () => ({ ok: true as const }),
    );

    app.get(
      '/hero-items',
      {
        config: { responseCache: true },
        schema: {
          tags: ['catalogue'],
          summary: 'About six popular movies and series with a backdrop, for the home hero carousel',
          response: { 200: exactResponse(heroItemsSchema) },
        },
      },
      () => service.heroItems(),
    );
  };
