import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  downloadMessages,
  nfoFileParamsSchema,
  nfoViewQuerySchema,
  nfoViewTokenSchema,
} from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { NFO_PAGE_CSP, nfoErrorPage, nfoPage } from './nfo-page';
import type { NfoService } from './nfo.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['nfo'];

export const nfoRoutes =
  (auth: AuthService, service: NfoService): FastifyPluginAsyncZod =>
  async (app) => {
    const requireReader = guards(auth).requireUserSaying(downloadMessages.nfoLoginRequired);

    app.get(
      '/nfo/view/:file',
      {
        schema: {
          tags,
          summary:
            'The NFO as an HTML page for the modal frame (CP437 art decoded, escaped, no scripts). ' +
            'token: a view token from POST /nfo/{file}/view-token (5 minutes) or an access token',
          params: nfoFileParamsSchema,
          querystring: nfoViewQuerySchema,
        },
      },
      async (request, reply) => {
        reply
          .header('content-security-policy', NFO_PAGE_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'private, no-store')
          .type('text/html; charset=utf-8');
        try {
          await service.authorizeView(request.params.file, request.query.token);
          const nfo = await service.nfo(request.params.file);
          return reply.send(nfoPage(`${nfo.name}.nfo`, nfo.text));
        } catch (error) {
          // The frame shows a sentence, not a JSON error.
          if (!(error instanceof HttpError)) throw error;
          return reply.status(error.statusCode).send(nfoErrorPage(error.message));
        }
      },
    );

    app.get(
      '/nfo/:file',
      {
        schema: {
          tags,
          summary: 'The NFO as UTF-8 text (decoded from CP437); file is the last segment of nfoPath',
          security: bearer,
          params: nfoFileParamsSchema,
          // Sent as text/plain: a string payload is never serialized as JSON.
          response: { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireReader,
      },
      async (request, reply) => {
        const nfo = await service.nfo(request.params.file);
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .type('text/plain; charset=utf-8')
          .send(nfo.text);
      },
    );

    app.post(
      '/nfo/:file/view-token',
      {
        schema: {
          tags,
          summary:
            'A 5-minute token (and the address) to show this NFO in a frame, instead of the access token',
          security: bearer,
          params: nfoFileParamsSchema,
          response: { 200: nfoViewTokenSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireReader,
        config: { cache: 'no-store' },
      },
      (request) => service.viewToken(auth.requireUser(request.user).id, request.params.file),
    );
  };
