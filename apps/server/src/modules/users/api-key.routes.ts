import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiKeyStatusSchema,
  generatedApiKeySchema,
  successResponseSchema,
} from '@nzbkino/shared';
import type { AuthService } from '../auth/auth.service';
import { guards } from '../../plugins/auth';
import type { ApiKeyService } from './api-key.service';

const bearer = [{ bearerAuth: [] }];

export const apiKeyRoutes =
  (auth: AuthService, apiKeys: ApiKeyService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);

    app.get(
      '/users/api-key',
      {
        schema: {
          tags: ['users'],
          summary: 'Whether the signed-in user has an API key (the key itself is never shown again)',
          security: bearer,
          response: { 200: apiKeyStatusSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => apiKeys.status(auth.requireUser(request.user)),
    );

    app.post(
      '/users/generate-api-key',
      {
        schema: {
          tags: ['users'],
          summary:
            'Generate a new API key for Newznab clients; replaces the old one; shown only now ' +
            '(Premium, VIP and admins; 403 for Basic members)',
          security: bearer,
          response: { 200: generatedApiKeySchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) => apiKeys.generate(auth.requireUser(request.user)),
    );

    app.delete(
      '/users/api-key',
      {
        schema: {
          tags: ['users'],
          summary: 'Revoke the API key',
          security: bearer,
          response: { 200: successResponseSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      async (request) => {
        await apiKeys.revoke(auth.requireUser(request.user));
        return { success: true as const };
      },
    );
  };
