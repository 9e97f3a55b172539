import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  notificationChangeSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  unreadCountSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { NotificationsService } from './notifications.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['notifications'];
const config = { cache: 'no-store' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The header bell (spec 000 §2, §4, §7): the member's own notifications. */
export const notificationsRoutes =
  (auth: AuthService, notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);
    const userId = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user).id;

    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'The newest 50 notifications, newest first, and how many are unread in all',
          security: bearer,
          response: { 200: notificationListSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => notifications.list(userId(request.user)),
    );

    app.get(
      '/notifications/unread-count',
      {
        schema: {
          tags,
          summary: 'How many notifications are unread (the badge)',
          security: bearer,
          response: { 200: unreadCountSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => notifications.unreadCount(userId(request.user)),
    );

    app.post(
      '/notifications/:id/read',
      {
        schema: {
          tags,
          summary: "Mark one as read (404 when it is not the caller's); answers the new unread count",
          security: bearer,
          params: notificationIdParamsSchema,
          response: { 200: notificationChangeSchema, ...errors },
        },
        onRequest: requireUser,
        config,
      },
      (request) => notifications.markRead(userId(request.user), request.params.id),
    );

    app.post(
      '/notifications/mark-all-read',
      {
        schema: {
          tags,
          summary: 'Mark every notification as read',
          security: bearer,
          response: { 200: notificationChangeSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => notifications.markAllRead(userId(request.user)),
    );

    app.delete(
      '/notifications/:id',
      {
        schema: {
          tags,
          summary: "Remove one (404 when it is not the caller's); answers the new unread count",
          security: bearer,
          params: notificationIdParamsSchema,
          response: { 200: notificationChangeSchema, ...errors },
        },
        onRequest: requireUser,
        config,
      },
      (request) => notifications.remove(userId(request.user), request.params.id),
    );
  };
