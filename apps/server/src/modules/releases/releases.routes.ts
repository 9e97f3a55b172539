import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exactResponse } from '../../plugins/response-serializer';
import { releaseGroupListSchema, releaseListQuerySchema, releasePageSchema } from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import type { ReleasesService } from './releases.service';

export const releasesRoutes =
  (service: ReleasesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', dropEmptyQueryParams);

    app.get(
      '/releases',
      {
        config: { responseCache: true },
        schema: {
          tags: ['releases'],
          summary: 'Release catalogue: search, filters, sort, pages of 25 (limit clamped to 100)',
          description:
            'search matches whole words of the release name, the last word also as a prefix; when no ' +
            'word matches, a term of 3+ characters is retried as a substring. Totals above 10000 are ' +
            'planner estimates (estimated: true).',
          querystring: releaseListQuerySchema,
          response: { 200: exactResponse(releasePageSchema) },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/releases/groups/list',
      {
        config: { responseCache: true },
        schema: {
          tags: ['releases'],
          summary: 'Release groups with their release counts, sorted by name',
          response: { 200: exactResponse(releaseGroupListSchema) },
        },
      },
      () => service.groups(),
    );
  };
