import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema, apiErrorSchema } from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { OverviewService } from './overview.service';

export const overviewRoutes =
  (auth: AuthService, overview: OverviewService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    app.get(
      '/admin/overview',
      {
        schema: {
          tags: ['admin'],
          summary: 'Counts, today’s imports, grabs and API calls, the last imports, blob store use, version',
          description:
            '"Today" is the calendar day in Berlin. The blob store is counted at most every 5 minutes.',
          security: [{ bearerAuth: [] }],
          response: { 200: adminOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      () => overview.overview(),
    );
  };
