import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSuspendBodySchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserRoleBodySchema,
  apiErrorSchema,
  messageResponseSchema,
  idParamsSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { AdminUsersService } from './admin-users.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const changeErrors = { ...errors, 409: apiErrorSchema };
const tags = ['admin'];

export const adminUsersRoutes =
  (auth: AuthService, users: AdminUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          summary: 'Accounts, newest first: search by name or e-mail, filter by role or status',
          description: 'Each with its downloads and API requests in the rolling 24 hours and its limits.',
          security: bearer,
          querystring: adminUserQuerySchema,
          response: { 200: adminUserPageSchema, ...errors },
        },
        onRequest: requireAdmin,
        preValidation: dropEmptyQueryParams,
        config,
      },
      (request) => users.list(request.query),
    );

    app.get(
      '/admin/users/:id',
      {
        schema: {
          tags,
          summary: 'One account with its recent downloads and use of its limits',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminUserDetailSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.detail(request.params.id),
    );

    app.put(
      '/admin/users/:id/role',
      {
        schema: {
          tags,
          summary: 'Change the role (PREMIUM and VIP may carry an end date)',
          description: 'Not for the own account (409), nor taking the rights of the last active admin (409).',
          security: bearer,
          params: idParamsSchema,
          body: adminUserRoleBodySchema,
          response: { 200: adminUserDetailSchema, ...changeErrors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.setRole(auth.requireUser(request.user), request.params.id, request.body),
    );

    app.post(
      '/admin/users/:id/suspend',
      {
        schema: {
          tags,
          summary: 'Suspend an account: its sessions and API key stop working at once',
          description:
            'Sign-in then answers 403, the Newznab API error 101. The reason is shown to the member.',
          security: bearer,
          params: idParamsSchema,
          body: adminSuspendBodySchema.nullish(),
          response: { 200: adminUserDetailSchema, ...changeErrors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.suspend(auth.requireUser(request.user), request.params.id, request.body?.reason),
    );

    app.post(
      '/admin/users/:id/unsuspend',
      {
        schema: {
          tags,
          summary: 'Lift a suspension (the member signs in again; the old sessions stay void)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminUserDetailSchema, ...changeErrors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.unsuspend(auth.requireUser(request.user), request.params.id),
    );

    app.post(
      '/admin/users/:id/password-reset',
      {
        schema: {
          tags,
          summary: 'Send the member the password-reset mail',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.sendPasswordReset(auth.requireUser(request.user), request.params.id),
    );

    app.delete(
      '/admin/users/:id',
      {
        schema: {
          tags,
          summary: 'Delete an account with its data (downloads, cart, watchlist, requests, notifications)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...changeErrors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => users.delete(auth.requireUser(request.user), request.params.id),
    );
  };
