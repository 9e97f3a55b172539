import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authErrorSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@nzbkino/shared';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import type { SignInService } from './sign-in.service';

export interface AuthRouteServices {
  signIn: SignInService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

const noStore = { cache: 'no-store' as const };

export const authRoutes =
  ({ signIn, registration, passwordReset }: AuthRouteServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username or e-mail; answers a bearer token',
          description:
            'From 2 failed sign-ins (per identifier or per client address) a captcha is required ' +
            '(400 `requiresCaptcha`); a wrong, reused or expired captcha is 400 `captchaInvalid`. ' +
            'The 3rd failure blocks the identifier: 429 with `blockTime` in seconds.',
          body: loginRequestSchema,
          response: {
            200: loginResponseSchema,
            400: authErrorSchema,
            401: authErrorSchema,
            403: authErrorSchema,
            429: authErrorSchema,
          },
        },
        config: noStore,
      },
      (request) => signIn.signIn(request.body, request.ip),
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account (captcha required)',
          description:
            '409 when the user name is taken. A taken e-mail address gets the same 201 as a new ' +
            'account (its owner is told by mail), so sign-up does not reveal registered addresses. ' +
            '403 while an administrator has closed registration.',
          body: registerRequestSchema,
          response: {
            201: messageResponseSchema,
            400: authErrorSchema,
            403: authErrorSchema,
            409: authErrorSchema,
            429: authErrorSchema,
          },
        },
        config: noStore,
      },
      async (request, reply) => {
        const answer = await registration.register(request.body, request.ip);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a password-reset link; the same answer whether the address is known or not',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, 429: authErrorSchema },
        },
        config: noStore,
      },
      (request) => passwordReset.requestReset(request.body.email, request.ip),
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from the reset mail (single use, expires)',
          description: 'Ends every session of the account (all earlier tokens stop working).',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema, 400: authErrorSchema, 429: authErrorSchema },
        },
        config: noStore,
      },
      (request) => passwordReset.resetPassword(request.body.token, request.body.password, request.ip),
    );
  };
