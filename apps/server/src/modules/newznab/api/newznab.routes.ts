import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newznabQuerySchema } from '@nzbkino/shared';
import { parseRequest } from './newznab-params';
import { sendAnswer, sendError } from '../answers/newznab-reply';
import type { NewznabService } from './newznab.service';
import { queryCredentials, wantsJson } from './query-credentials';

/**
 * `GET /api`: the Newznab API (the path every client appends to the site's
 * address). Answers are RSS/XML, or JSON with `o=json`; every failure is a
 * Newznab `<error code description/>` with its HTTP status.
 */
export const newznabRoutes =
  (newznab: NewznabService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api',
      {
        // A HEAD must not count a grab.
        exposeHeadRoute: false,
        schema: {
          tags: ['newznab'],
          summary:
            'Newznab API for Sonarr, Radarr, Prowlarr, NZBHydra2 (t=caps|search|tvsearch|movie|get|details|getnfo)',
          querystring: newznabQuerySchema,
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const json = wantsJson(query);
        try {
          const parsed = parseRequest(query);
          const answer = await newznab.call(parsed, {
            credentials: queryCredentials(query),
            clientAddress: request.ip,
            acceptEncoding: request.headers['accept-encoding'],
          });
          return sendAnswer(reply, answer, parsed.json);
        } catch (error) {
          return sendError(reply, error, json, request.log);
        }
      },
    );
  };
