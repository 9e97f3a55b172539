import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idPathParam, newsReactionBodySchema, newsSchema } from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { NewsService } from './news.service';

const bearer = [{ bearerAuth: [] }];
const newsParams = z.object({ id: idPathParam });

export const newsRoutes =
  (auth: AuthService, service: NewsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);

    app.get(
      '/news/current',
      {
        schema: {
          tags: ['news'],
          summary:
            'The current news item with its reactions (null when there is none); with a token, userReacted marks the own reaction',
          response: { 200: newsSchema.nullable() },
        },
      },
      (request) => service.current(request.user?.id),
    );

    app.post(
      '/news/:id/reaction',
      {
        schema: {
          tags: ['news'],
          summary: 'React to a news item; one reaction per user (409 while another is held)',
          security: bearer,
          params: newsParams,
          body: newsReactionBodySchema,
          response: {
            200: newsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) =>
        service.react(request.params.id, auth.requireUser(request.user).id, request.body.reactionType),
    );

    app.delete(
      '/news/:id/reaction',
      {
        schema: {
          tags: ['news'],
          summary: 'Take the own reaction to a news item back',
          security: bearer,
          params: newsParams,
          response: { 200: newsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) => service.unreact(request.params.id, auth.requireUser(request.user).id),
    );
  };
