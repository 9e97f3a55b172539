import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageFileParamsSchema, imageOptimizeQuerySchema, pingSchema } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { dropEmptyQueryParams } from '../../lib/query-params';
import { INVALID_IMAGE_PATH, type ImagesService, type ServedImage } from './images.service';

/** Image names are content-unique (TMDb paths, hashed cache names): a year and immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function send(request: FastifyRequest, reply: FastifyReply, image: ServedImage) {
  const etag = `"${image.etag}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (image.cached !== undefined) reply.header('x-cache', image.cached ? 'HIT' : 'MISS');
  if (matchesTag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.header('content-type', image.contentType).send(image.data);
}

export const imagesRoutes =
  (service: ImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', dropEmptyQueryParams);
    const tags = ['images'];

    app.get(
      '/imgproxy/health',
      {
        schema: { tags, summary: 'Optimizer availability (HEAD or GET)', response: { 200: pingSchema } },
        config: { cache: 'no-store' },
      },
      () => ({ ok: true as const }),
    );

    app.get(
      '/imgproxy/optimize',
      {
        schema: {
          tags,
          summary:
            'A local image as webp, resized to the nearest spec size (w/h 1–2400, q 1–100 rounded to 80|85, r cover|contain|inside; never enlarged)',
          querystring: imageOptimizeQuerySchema,
        },
      },
      async (request, reply) => send(request, reply, await service.optimized(request.query)),
    );

    app.get(
      '/imgproxy/:folder/:file',
      {
        schema: {
          tags,
          summary: 'An image from the store, by folder and file name',
          params: imageFileParamsSchema,
        },
      },
      async (request, reply) =>
        send(request, reply, await service.original(request.params.folder, request.params.file)),
    );

    // Anything else under /imgproxy (extra segments, "..", encoded slashes) is a malformed path.
    const malformed = async () => {
      throw new HttpError(400, INVALID_IMAGE_PATH);
    };
    app.get('/imgproxy/*', { schema: { hide: true } }, malformed);
    // "posters/.." may be resolved to the bare folder before routing.
    app.get('/imgproxy', { schema: { hide: true } }, malformed);
  };
