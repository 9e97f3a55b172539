import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, userSchema } from '@nzbkino/shared';
import type { AuthService } from '../auth/auth.service';
import { guards } from '../../plugins/auth';

export const usersRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);
    app.get(
      '/users/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          security: [{ bearerAuth: [] }],
          response: { 200: userSchema, 401: apiErrorSchema },
        },
        preHandler: requireUser,
        config: { cache: 'private' },
      },
      (request) => auth.requireUser(request.user),
    );
  };
