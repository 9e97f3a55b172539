import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changelogListSchema } from '@nzbkino/shared';
import type { ChangelogService } from './changelog.service';

export const changelogRoutes =
  (service: ChangelogService): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec sends both calls with no-cache headers: a new version must show at once.
    app.get(
      '/changelog',
      {
        schema: {
          tags: ['changelog'],
          summary: 'All versions, newest first',
          response: { 200: changelogListSchema },
        },
        config: { cache: 'no-store' },
      },
      () => service.list(),
    );
    app.get(
      '/changelog/latest-version',
      {
        schema: {
          tags: ['changelog'],
          summary: 'Label of the newest version as plain text (v0.1 when there is none)',
          produces: ['text/plain'],
          response: { 200: z.string() },
        },
        config: { cache: 'no-store' },
      },
      async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(await service.latestVersionLabel()),
    );
  };
