import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  downloadLimitsSchema,
  downloadLinkSchema,
  downloadMessages,
  grabHistoryPageSchema,
  grabHistoryQuerySchema,
  releaseIdParamsSchema,
  signedNzbQuerySchema,
} from '@nzbkino/shared';
import { sendFile } from '../../lib/send-file';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { GrabService } from './grab.service';
import type { NzbDownload, NzbDownloadService } from './nzb-download.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['downloads'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

function sendNzb(reply: FastifyReply, download: NzbDownload) {
  const { payload, encoding } = download.body;
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return sendFile(reply, 'application/x-nzb', download.fileName, payload);
}

export const downloadsRoutes =
  (auth: AuthService, nzbs: NzbDownloadService, grabs: GrabService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser, requireUserSaying } = guards(auth);
    const requireDownloader = requireUserSaying(downloadMessages.loginRequired);
    app.addHook('preValidation', dropEmptyQueryParams);

    // The spec names both paths (001 §7); they are the same download.
    for (const url of ['/releases/:id/nzb-download', '/releases/:id/download']) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary:
              'The release\'s NZB as "{name}.nzb" (application/x-nzb); counts against the daily limit ' +
              '(403 when used up; a re-download within 7 days is free)',
            security: bearer,
            params: releaseIdParamsSchema,
            response: errors,
          },
          onRequest: requireDownloader,
        },
        async (request, reply) => {
          const user = auth.requireUser(request.user);
          const download = await nzbs.download(
            user,
            request.params.id,
            { channel: 'web', clientAddress: request.ip },
            request.headers['accept-encoding'],
          );
          return sendNzb(reply, download);
        },
      );
    }

    app.post(
      '/releases/:id/download-link',
      {
        schema: {
          tags,
          summary: `A signed GET address of the NZB for a new tab, valid 60 seconds, bound to the member`,
          security: bearer,
          params: releaseIdParamsSchema,
          response: { 200: downloadLinkSchema, ...errors },
        },
        onRequest: requireDownloader,
        config: { cache: 'no-store' },
      },
      (request) => nzbs.link(auth.requireUser(request.user).id, request.params.id),
    );

    app.get(
      '/releases/:id/nzb',
      {
        // A HEAD (link previews, download managers probing) must not count as a download.
        exposeHeadRoute: false,
        schema: {
          tags,
          summary: 'The NZB behind a signed link (no token; 403 when the link is expired or altered)',
          params: releaseIdParamsSchema,
          querystring: signedNzbQuerySchema,
          response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const download = await nzbs.downloadByLink(
          request.params.id,
          request.query,
          { channel: 'web', clientAddress: request.ip },
          request.headers['accept-encoding'],
        );
        return sendNzb(reply, download);
      },
    );

    app.get(
      '/downloads',
      {
        schema: {
          tags,
          summary: "'Meine Downloads': the member's downloads, newest first, 25 a page (limit ≤ 100)",
          security: bearer,
          querystring: grabHistoryQuerySchema,
          response: { 200: grabHistoryPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => grabs.history(auth.requireUser(request.user).id, request.query),
    );

    app.get(
      '/cart/limits',
      {
        schema: {
          tags,
          summary: 'Downloads used and left in the rolling 24 hours (limit and remaining null: unlimited)',
          security: bearer,
          response: { 200: downloadLimitsSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => grabs.limitsOf(auth.requireUser(request.user)),
    );
  };
