import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema, serverMessages, uploadMessages, uploadResponseSchema } from '@nzbkino/shared';
import type { AuthService } from '../auth/auth.service';
import type { AuditLog } from '../audit/audit.service';
import { guards } from '../../plugins/auth';
import { HttpError } from '../../lib/http-errors';
import type { IngestService } from './ingest.service';
import { MAX_NFO_BYTES } from './ingest.service';
import { UploadService } from './upload.service';

const MAX_FILES = 20;
/** Several NZBs at once, but never more than this many bytes held for one request. */
const MAX_TOTAL_FACTOR = 4;

/** Limits of @fastify/multipart keep their 413; anything else the parser throws is a broken body. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (statusCode === 413) {
    return new HttpError(
      413,
      code === 'FST_REQ_FILE_TOO_LARGE' ? uploadMessages.fileTooLarge : uploadMessages.tooManyParts,
    );
  }
  return new HttpError(400, uploadMessages.malformed);
}

/**
 * A multipart body with Content-Encoding is refused before anything reads it:
 * the compression plugin unpacks request bodies for content parsers, but the
 * multipart parser reads the raw stream, so a packed form never ended and the
 * request waited forever (issue 41, low 3).
 */
async function refuseEncodedForm(request: FastifyRequest): Promise<void> {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  // isMultipart() is only known once the body parser ran: the header says it before.
  const form = /^multipart\//i.test(request.headers['content-type'] ?? '');
  if (encoding && encoding !== 'identity' && form)
    throw new HttpError(415, serverMessages.compressedMultipart);
}

/** The NZBs and NFOs of a multipart body, read into memory within the limits. */
async function readUpload(request: FastifyRequest, maxNzbBytes: number) {
  const nzbs: { fileName: string; data: Buffer }[] = [];
  const nfos = new Map<string, Buffer>();
  let total = 0;
  try {
    for await (const part of request.files()) {
      const data = await part.toBuffer();
      total += data.length;
      if (total > maxNzbBytes * MAX_TOTAL_FACTOR) throw new HttpError(413, uploadMessages.totalTooLarge);
      const base = part.filename.replace(/\.(nzb|nfo)$/i, '');
      if (/\.nfo$/i.test(part.filename)) {
        if (data.length > MAX_NFO_BYTES) throw new HttpError(413, uploadMessages.nfoTooLarge(part.filename));
        nfos.set(base, data);
      } else {
        nzbs.push({ fileName: part.filename, data });
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { nzbs, nfos };
}

/**
 * POST /api/admin/releases/upload: admins upload NZB files (multipart, field
 * name free, .nzb files; an .nfo with the same base name is attached to its NZB).
 * Files over the size limit are refused with 413 before anything is stored.
 */
export const uploadRoutes =
  (auth: AuthService, ingest: IngestService, maxNzbBytes: number, audit?: AuditLog): FastifyPluginAsyncZod =>
  async (app) => {
    const uploads = new UploadService(ingest, audit);
    await app.register(multipart, {
      limits: { fileSize: maxNzbBytes, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 },
    });
    const { requireAdmin } = guards(auth);
    app.post(
      '/admin/releases/upload',
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload NZB files (admin)',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: {
            200: uploadResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            // The storage is full or read-only; the message names the files stored before it gave out.
            503: apiErrorSchema,
            507: apiErrorSchema,
          },
        },
        onRequest: refuseEncodedForm,
        preHandler: requireAdmin,
        config: {
          multipartFields: {
            files: {
              file: true,
              several: true,
              description:
                `Up to ${MAX_FILES} .nzb files (any field name); an .nfo with an NZB's base name is ` +
                'attached to it.',
            },
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
        const { nzbs, nfos } = await readUpload(request, maxNzbBytes);
        if (nzbs.length === 0) throw new HttpError(400, uploadMessages.noNzb);
        const files = nzbs.map(({ fileName, data }) => {
          const nfo = nfos.get(fileName.replace(/\.nzb$/i, ''));
          return { fileName, data, ...(nfo ? { nfo } : {}) };
        });
        return uploads.upload(auth.requireUser(request.user), files);
      },
    );
  };
