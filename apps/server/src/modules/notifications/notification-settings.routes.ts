import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  mailNotificationBodySchema,
  mailNotificationSettingsSchema,
  ntfySettingsBodySchema,
  ntfySettingsSchema,
  ntfyTestSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { NotificationSettingsService } from './notification-settings.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['notifications'];
const config = { cache: 'no-store' as const };

/** ntfy push (spec 001 §7) and the release mail digest: the member's own switches on /settings. */
export const notificationSettingsRoutes =
  (auth: AuthService, settings: NotificationSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);
    const userId = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user).id;

    app.get(
      '/users/ntfy/settings',
      {
        schema: {
          tags,
          summary:
            'ntfy push: switch, own topic, the topic in use (a random one is made on first read) and server',
          security: bearer,
          response: { 200: ntfySettingsSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => settings.ntfy(userId(request.user)),
    );

    app.put(
      '/users/ntfy/settings',
      {
        schema: {
          tags,
          summary:
            'Switch ntfy push; customTopic (ntfy rules: 1–64 of A–Z a–z 0–9 - _) or null for the random one',
          security: bearer,
          body: ntfySettingsBodySchema,
          response: { 200: ntfySettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => settings.setNtfy(userId(request.user), request.body.enabled, request.body.customTopic),
    );

    app.post(
      '/users/ntfy/test',
      {
        schema: {
          tags,
          summary:
            'Publish a test message to the topic in use now (5 per 10 minutes); 502 when ntfy refuses it',
          security: bearer,
          response: { 200: ntfyTestSchema, 401: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => settings.testNtfy(userId(request.user)),
    );

    app.get(
      '/users/notification-mail',
      {
        schema: {
          tags,
          summary:
            'The mail digest of new releases (at most one per hour): switch and when the last one went out',
          security: bearer,
          response: { 200: mailNotificationSettingsSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => settings.mail(userId(request.user)),
    );

    app.put(
      '/users/notification-mail',
      {
        schema: {
          tags,
          summary: 'Switch the mail digest; it starts with notifications that arrive after switching it on',
          security: bearer,
          body: mailNotificationBodySchema,
          response: { 200: mailNotificationSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => settings.setMail(userId(request.user), request.body.enabled),
    );
  };
