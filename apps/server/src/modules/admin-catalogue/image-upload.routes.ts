import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  imageUploadEntityTypes,
  imageUploadMessages,
  imageUploadResultSchema,
  imageUploadTypes,
} from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import {
  MAX_IMAGE_UPLOAD_BYTES,
  type ImageUploadInput,
  type ImageUploadService,
} from './image-upload.service';

const MB = 1024 * 1024;

/** The image and the text fields of the multipart body; other files are read and dropped. */
async function readImageUpload(request: FastifyRequest): Promise<ImageUploadInput> {
  const input: ImageUploadInput = {
    image: null,
    type: undefined,
    entityType: undefined,
    entityId: undefined,
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && !input.image) input.image = data;
      } else if (
        part.fieldname === 'type' ||
        part.fieldname === 'entityType' ||
        part.fieldname === 'entityId'
      ) {
        input[part.fieldname] = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { statusCode } = error as { statusCode?: unknown };
    if (statusCode === 413)
      throw new HttpError(413, imageUploadMessages.tooLarge(MAX_IMAGE_UPLOAD_BYTES / MB));
    throw new HttpError(400, imageUploadMessages.malformed);
  }
  return input;
}

/** POST /api/admin/upload-image (spec 001 §3, §7): multipart image, type, entityType, optional entityId. */
export const imageUploadRoutes =
  (auth: AuthService, uploads: ImageUploadService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 2, fields: 10, parts: 12 },
    });
    const { requireAdmin } = guards(auth);
    app.post(
      '/admin/upload-image',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Upload a poster, backdrop or episode still (multipart: image, type, entityType, entityId)',
          description:
            'type: poster or backdrop; entityType: movie, series, season or episode (an episode image is its still). ' +
            `JPEG, PNG, WebP, AVIF or GIF up to ${MAX_IMAGE_UPLOAD_BYTES / MB} MB, re-encoded as webp. ` +
            'With entityId the title shows it at once; without, set the answered fileName in a later edit.',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: {
            200: imageUploadResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
        preHandler: requireAdmin,
        config: {
          cache: 'no-store',
          multipartFields: {
            image: { file: true, description: 'The image file.' },
            type: { enum: [...imageUploadTypes], required: true, description: 'Which image of the title.' },
            entityType: {
              enum: [...imageUploadEntityTypes],
              required: true,
              description: 'What it belongs to (an episode image is its still).',
            },
            entityId: { description: 'The id of the film, series, season or episode; optional.' },
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, imageUploadMessages.notMultipart);
        return uploads.upload(auth.requireUser(request.user), await readImageUpload(request));
      },
    );
  };
