import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authErrorSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  loginResponseSchema,
  successResponseSchema,
  userSchema,
} from '@nzbkino/shared';
import { SESSION_TTL_SECONDS, type AuthService, type AuthUser } from '../auth/auth.service';
import { guards } from '../../plugins/auth';
import type { AccountSettingsService } from './account-settings.service';

const bearer = [{ bearerAuth: [] }];

export const usersRoutes =
  (auth: AuthService, account: AccountSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);
    const signedIn = (user: AuthUser | null) => auth.requireUser(user);

    app.get(
      '/users/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          security: bearer,
          response: { 200: userSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => signedIn(request.user),
    );

    app.put(
      '/users/email',
      {
        schema: {
          tags: ['users'],
          summary: 'Change the e-mail address (needs the current password); answers the updated user',
          security: bearer,
          body: changeEmailRequestSchema,
          response: {
            200: userSchema,
            400: authErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            429: authErrorSchema,
          },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) => account.changeEmail(signedIn(request.user), request.body.email, request.body.password),
    );

    app.put(
      '/users/password',
      {
        schema: {
          tags: ['users'],
          summary: 'Change the password; ends all other sessions and answers a fresh token',
          security: bearer,
          body: changePasswordRequestSchema,
          response: {
            200: loginResponseSchema,
            400: authErrorSchema,
            401: apiErrorSchema,
            429: authErrorSchema,
          },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) =>
        account.changePassword(
          signedIn(request.user),
          request.body.currentPassword,
          request.body.newPassword,
          request.tokenLifetime ?? SESSION_TTL_SECONDS,
        ),
    );

    app.post(
      '/users/logout-all',
      {
        schema: {
          tags: ['users'],
          summary: 'Sign out everywhere: every token issued so far stops working',
          security: bearer,
          response: { 200: successResponseSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      async (request) => {
        await account.logoutAll(signedIn(request.user));
        return { success: true as const };
      },
    );
  };
