import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availableGroupsQuerySchema,
  availableGroupsSchema,
  idParamsSchema,
  indexerGroupCreateSchema,
  indexerGroupSchema,
  indexerGroupUpdateSchema,
  indexerStatusSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { guards } from '../../../plugins/auth';
import type { AuthService } from '../../auth/auth.service';
import type { IndexerAdminService } from './indexer-admin.service';
import type { IndexerServersAdminService } from './indexer-servers-admin.service';
import { indexerServersRoutes } from './indexer-servers.routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflict = { 409: apiErrorSchema };

export interface IndexerAdminRouteServices {
  auth: AuthService;
  indexerAdmin: IndexerAdminService;
  indexerServersAdmin: IndexerServersAdminService;
}

/** The admin area's Indexer tab: status, news servers, newsgroups, LIST ACTIVE, an update by hand. */
export const indexerAdminRoutes =
  ({
    auth,
    indexerAdmin: indexer,
    indexerServersAdmin: servers,
  }: IndexerAdminRouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    const admin = { onRequest: requireAdmin, config: { cache: 'no-store' as const } };
    const doc = { tags: ['admin'], security: [{ bearerAuth: [] }] };
    await app.register(indexerServersRoutes(auth, servers));

    app.get(
      '/admin/indexer',
      {
        ...admin,
        schema: {
          ...doc,
          summary:
            'The indexer: servers (no passwords), groups with watermark and counters, open collections, errors',
          response: { 200: indexerStatusSchema, ...errors },
        },
      },
      () => indexer.overview(),
    );

    app.post(
      '/admin/indexer/groups',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Add a newsgroup to index (409 when it is set up already)',
          body: indexerGroupCreateSchema,
          response: { 201: indexerGroupSchema, ...errors, ...conflict },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await indexer.addGroup(auth.requireUser(request.user), request.body)),
    );

    app.patch(
      '/admin/indexer/groups/:id',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Change a newsgroup: active, backfill days, start days',
          params: idParamsSchema,
          body: indexerGroupUpdateSchema,
          response: { 200: indexerGroupSchema, ...errors },
        },
      },
      (request) => indexer.updateGroup(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.delete(
      '/admin/indexer/groups/:id',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'Remove a newsgroup with its watermark and counters (409 while it is being read)',
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors, ...conflict },
        },
      },
      (request) => indexer.removeGroup(auth.requireUser(request.user), request.params.id),
    );

    app.get(
      '/admin/indexer/available-groups',
      {
        ...admin,
        schema: {
          ...doc,
          summary: 'The main news server’s groups matching a wildmat (LIST ACTIVE), at most 500 by name',
          description: '409 when no server is configured; 502 with the server’s failure in German.',
          querystring: availableGroupsQuerySchema,
          response: { 200: availableGroupsSchema, ...errors, ...conflict, 502: apiErrorSchema },
        },
      },
      (request) => indexer.availableGroups(request.query.pattern),
    );

    app.post(
      '/admin/indexer/update',
      {
        ...admin,
        schema: {
          ...doc,
          summary:
            'Start an update of every active group in the background (202); the status shows its progress',
          description: '409 while an update started here runs, or when no server is configured.',
          response: { 202: messageResponseSchema, ...errors, ...conflict },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await indexer.startUpdate(auth.requireUser(request.user))),
    );
  };
