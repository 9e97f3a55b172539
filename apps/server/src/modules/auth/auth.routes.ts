import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, loginResponseSchema } from '@nzbkino/shared';
import type { AuthService } from './auth.service';

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username or e-mail; answers a bearer token',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => auth.signIn(request.body.identifier, request.body.password, request.body.remember),
    );
  };
