import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  indexerServerCreateSchema,
  indexerServerSchema,
  indexerServerUpdateSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { guards } from '../../../plugins/auth';
import type { AuthService } from '../../auth/auth.service';
import type { IndexerServersAdminService } from './indexer-servers-admin.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const doc = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The news servers of the Indexer tab (registered by indexerAdminRoutes). */
export const indexerServersRoutes =
  (auth: AuthService, servers: IndexerServersAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards(auth).requireAdmin, config: { cache: 'no-store' as const } };

    app.post(
      '/admin/indexer/servers',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Add a news server; the password is stored and never sent back',
          body: indexerServerCreateSchema,
          response: { 201: indexerServerSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await servers.add(auth.requireUser(request.user), request.body)),
    );

    app.patch(
      '/admin/indexer/servers/:id',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Change a news server',
          description:
            'A password left out stays as stored, null removes it. A new host or port needs the password again.',
          params: idParamsSchema,
          body: indexerServerUpdateSchema,
          response: { 200: indexerServerSchema, ...errors },
        },
      },
      (request) => servers.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.delete(
      '/admin/indexer/servers/:id',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Remove a news server',
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      (request) => servers.remove(auth.requireUser(request.user), request.params.id),
    );
  };
