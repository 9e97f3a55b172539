import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangelogBodySchema,
  adminChangelogListSchema,
  adminChangelogSchema,
  apiErrorSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ChangelogAdminService } from './changelog-admin.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

/** Spec 000 §7: GET, POST /admin/changelogs; GET, PUT, DELETE /admin/changelogs/{id}. */
export const changelogAdminRoutes =
  (auth: AuthService, changelog: ChangelogAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.get(
      '/admin/changelogs',
      {
        schema: {
          tags,
          summary: 'Every changelog entry, newest first, drafts included',
          security: bearer,
          response: { 200: adminChangelogListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config,
      },
      () => changelog.list(),
    );

    app.get(
      '/admin/changelogs/:id',
      {
        schema: {
          tags,
          summary: 'One changelog entry',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminChangelogSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => changelog.get(request.params.id),
    );

    app.post(
      '/admin/changelogs',
      {
        schema: {
          tags,
          summary: 'Add a version; once published, the footer shows the newest one',
          security: bearer,
          body: adminChangelogBodySchema,
          response: { 201: adminChangelogSchema, ...errors, 409: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config,
      },
      async (request, reply) =>
        reply.status(201).send(await changelog.create(auth.requireUser(request.user), request.body)),
    );

    app.put(
      '/admin/changelogs/:id',
      {
        schema: {
          tags,
          summary: 'Replace a changelog entry (the whole body, as on creation)',
          security: bearer,
          params: idParamsSchema,
          body: adminChangelogBodySchema,
          response: { 200: adminChangelogSchema, ...errors, 409: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => changelog.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.delete(
      '/admin/changelogs/:id',
      {
        schema: {
          tags,
          summary: 'Delete a changelog entry',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => changelog.delete(auth.requireUser(request.user), request.params.id),
    );
  };
