import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNewsCreateSchema,
  adminNewsPageSchema,
  adminNewsQuerySchema,
  adminNewsSchema,
  adminNewsUpdateSchema,
  apiErrorSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { NewsAdminService } from './news-admin.service';

const bearer = [{ bearerAuth: [] }];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

export const newsAdminRoutes =
  (auth: AuthService, news: NewsAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.get(
      '/admin/news',
      {
        schema: {
          tags,
          summary: 'All news, newest first, published or not',
          security: bearer,
          querystring: adminNewsQuerySchema,
          response: { 200: adminNewsPageSchema, ...errors },
        },
        onRequest: requireAdmin,
        preValidation: dropEmptyQueryParams,
        config,
      },
      (request) => news.list(request.query.page, request.query.limit),
    );

    app.get(
      '/admin/news/:id',
      {
        schema: {
          tags,
          summary: 'One news item',
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminNewsSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => news.get(request.params.id),
    );

    app.post(
      '/admin/news',
      {
        schema: {
          tags,
          summary: 'Write a news item (a draft unless isActive)',
          security: bearer,
          body: adminNewsCreateSchema,
          response: { 201: adminNewsSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      async (request, reply) =>
        reply.status(201).send(await news.create(auth.requireUser(request.user), request.body)),
    );

    app.put(
      '/admin/news/:id',
      {
        schema: {
          tags,
          summary: 'Edit title, text or whether it is published',
          security: bearer,
          params: idParamsSchema,
          body: adminNewsUpdateSchema,
          response: { 200: adminNewsSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => news.update(auth.requireUser(request.user), request.params.id, request.body),
    );

    for (const [path, isActive, summary] of [
      ['publish', true, 'Publish: the home page shows the newest published item'],
      ['unpublish', false, 'Withdraw from the home page (kept as a draft)'],
    ] as const) {
      app.post(
        `/admin/news/:id/${path}`,
        {
          schema: {
            tags,
            summary,
            security: bearer,
            params: idParamsSchema,
            response: { 200: adminNewsSchema, ...errors },
          },
          onRequest: requireAdmin,
          config,
        },
        (request) => news.update(auth.requireUser(request.user), request.params.id, { isActive }),
      );
    }

    app.delete(
      '/admin/news/:id',
      {
        schema: {
          tags,
          summary: 'Delete a news item with its reactions',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        onRequest: requireAdmin,
        config,
      },
      (request) => news.delete(auth.requireUser(request.user), request.params.id),
    );
  };
