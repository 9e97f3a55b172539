import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTitleRequestQuerySchema,
  apiErrorSchema,
  ownTitleRequestsSchema,
  successResponseSchema,
  titleRequestBodySchema,
  titleRequestIdParamsSchema,
  titleRequestPageSchema,
  titleRequestResolveBodySchema,
  titleRequestSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { TitleRequestsService } from './title-requests.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

export const titleRequestRoutes =
  (auth: AuthService, requests: TitleRequestsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser, requireAdmin } = guards(auth);
    const userId = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user).id;

    app.get(
      '/requests',
      {
        schema: {
          tags: ['requests'],
          summary: "The member's own requests, newest first, with the open count and the limit",
          security: bearer,
          response: { 200: ownTitleRequestsSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => requests.own(userId(request.user)),
    );

    app.post(
      '/requests',
      {
        schema: {
          tags: ['requests'],
          summary: 'Ask for a film or series: a catalogue title (movieId/seriesId) or a free title and year',
          description:
            'A film that already has releases cannot be requested (409); nor the same title twice while ' +
            'open (409); a member has at most REQUESTS_OPEN_LIMIT open requests (409).',
          security: bearer,
          body: titleRequestBodySchema,
          response: {
            201: titleRequestSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...denied,
          },
        },
        onRequest: requireUser,
        config,
      },
      async (request, reply) =>
        reply.status(201).send(await requests.file(userId(request.user), request.body)),
    );

    app.delete(
      '/requests/:id',
      {
        schema: {
          tags: ['requests'],
          summary:
            'Withdraw one of the own open requests (404 for anyone else’s, 409 once fulfilled or rejected)',
          security: bearer,
          params: titleRequestIdParamsSchema,
          response: {
            200: successResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            401: apiErrorSchema,
          },
        },
        onRequest: requireUser,
        config,
      },
      async (request) => {
        await requests.withdraw(userId(request.user), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/admin/requests',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every request, newest first, optionally by status (administrators only)',
          security: bearer,
          querystring: adminTitleRequestQuerySchema,
          response: { 200: titleRequestPageSchema, 400: apiErrorSchema, ...denied },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => requests.list(request.query.status, request.query.page, request.query.limit),
    );

    app.put(
      '/admin/requests/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Fulfil, reject (with a reason) or reopen a request; the member is notified',
          security: bearer,
          params: titleRequestIdParamsSchema,
          body: titleRequestResolveBodySchema,
          response: { 200: titleRequestSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => requests.resolve(request.params.id, request.body, auth.requireUser(request.user)),
    );
  };
