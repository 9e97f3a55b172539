import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { AuditLog } from './audit.service';

export const auditRoutes =
  (auth: AuthService, audit: AuditLog): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    app.get(
      '/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit log of admin changes, newest first; filter by entity or acting admin',
          security: [{ bearerAuth: [] }],
          querystring: auditQuerySchema,
          response: {
            200: auditPageSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
        onRequest: requireAdmin,
        preValidation: dropEmptyQueryParams,
        config: { cache: 'no-store' },
      },
      (request) => audit.list(request.query),
    );
  };
