import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  watchlistChangeSchema,
  watchlistCheckSchema,
  watchlistIdParamsSchema,
  watchlistKinds,
  watchlistMessages,
  watchlistNotifyBodySchema,
  watchlistNotifySchema,
  watchlistSchema,
  watchlistStatsSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { WatchlistService } from './watchlist.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['watchlist'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The member's watchlist (spec 001 §7): movies and series they follow, with notifications per entry. */
export const watchlistRoutes =
  (auth: AuthService, watchlist: WatchlistService): FastifyPluginAsyncZod =>
  async (app) => {
    const requireUser = guards(auth).requireUserSaying(watchlistMessages.loginRequired);
    const config = { cache: 'no-store' as const };
    const userId = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user).id;

    app.get(
      '/watchlist',
      {
        schema: {
          tags,
          summary:
            "The member's entries, newest first, each with its title's newest release and release count",
          security: bearer,
          response: { 200: watchlistSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' as const },
      },
      (request) => watchlist.list(userId(request.user)),
    );

    app.get(
      '/watchlist/stats',
      {
        schema: {
          tags,
          summary: 'How many entries the watchlist holds: movies, series and those that notify',
          security: bearer,
          response: { 200: watchlistStatsSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' as const },
      },
      (request) => watchlist.stats(userId(request.user)),
    );

    for (const kind of watchlistKinds) {
      const title = (id: number) => ({ kind, id });
      app.post(
        `/watchlist/${kind}/:id`,
        {
          schema: {
            tags,
            summary: `Follow a ${kind} (again: no change); 404 when it does not exist, 409 when the watchlist is full`,
            security: bearer,
            params: watchlistIdParamsSchema,
            response: { 200: watchlistChangeSchema, ...errors, 409: apiErrorSchema },
          },
          onRequest: requireUser,
          config,
        },
        (request) => watchlist.add(userId(request.user), title(request.params.id)),
      );

      app.delete(
        `/watchlist/${kind}/:id`,
        {
          schema: {
            tags,
            summary: `Stop following a ${kind} (404 when it is not in the watchlist)`,
            security: bearer,
            params: watchlistIdParamsSchema,
            response: { 200: watchlistChangeSchema, ...errors },
          },
          onRequest: requireUser,
          config,
        },
        (request) => watchlist.removeTitle(userId(request.user), title(request.params.id)),
      );

      app.get(
        `/watchlist/check/${kind}/:id`,
        {
          schema: {
            tags,
            summary: `Whether the ${kind} is in the watchlist, with the entry's id and notification switch`,
            security: bearer,
            params: watchlistIdParamsSchema,
            response: { 200: watchlistCheckSchema, ...errors },
          },
          onRequest: requireUser,
          config,
        },
        (request) => watchlist.check(userId(request.user), title(request.params.id)),
      );
    }

    app.delete(
      '/watchlist/:id',
      {
        schema: {
          tags,
          summary: "Remove an entry by its id (404 when it is not the caller's)",
          security: bearer,
          params: watchlistIdParamsSchema,
          response: { 200: watchlistChangeSchema, ...errors },
        },
        onRequest: requireUser,
        config,
      },
      (request) => watchlist.remove(userId(request.user), request.params.id),
    );

    app.put(
      '/watchlist/notifications/:id',
      {
        schema: {
          tags,
          summary:
            "Switch an entry's notifications about new releases: { enabled } sets them, no body toggles " +
            "(404 when the entry is not the caller's)",
          security: bearer,
          params: watchlistIdParamsSchema,
          body: watchlistNotifyBodySchema,
          response: { 200: watchlistNotifySchema, ...errors },
        },
        onRequest: requireUser,
        config,
      },
      (request) => watchlist.setNotify(userId(request.user), request.params.id, request.body?.enabled),
    );
  };
