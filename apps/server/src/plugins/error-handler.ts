import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@nzbkino/shared';
import { HttpError, reasonPhrase } from '../lib/http-errors';
import { storageFailure } from '../lib/storage-errors';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = error.validationContext ?? 'request';
  const details = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `${serverMessages.validation} ${where}: ${details.join('; ')}`;
}

/**
 * Every error leaves the server as { statusCode, error, message }. Client mistakes
 * keep their 4xx status; anything unexpected is logged and answered with a 500
 * that reveals nothing internal.
 */
/** %00 or a raw NUL anywhere in the URL: PostgreSQL text cannot hold it, so refuse it before any query. */
const hasNul = (url: string) => url.includes('%00') || url.includes('\u0000');

export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hasNul(request.url)) {
      return reply.status(400).send({
        statusCode: 400,
        error: reasonPhrase(400),
        message: serverMessages.validation + ' Die Adresse enthält ein Nullzeichen.',
      });
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.extra.blockTime === 'number')
        reply.header('retry-after', String(error.extra.blockTime));
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonPhrase(error.statusCode),
        message: error.message,
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ statusCode: 400, error: reasonPhrase(400), message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? serverMessages.invalidJson
          : status === 413
            ? serverMessages.payloadTooLarge
            : status === 415
              ? serverMessages.unsupportedMediaType
              : status === 429
                ? serverMessages.tooManyRequests
                : error.message;
      return reply.status(status).send({ statusCode: status, error: reasonPhrase(status), message });
    }
    const storage = storageFailure(error);
    if (storage) {
      request.log.error({ err: error }, 'storage refused a write');
      return reply
        .status(storage.status)
        .send({ statusCode: storage.status, error: reasonPhrase(storage.status), message: storage.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ statusCode: 500, error: reasonPhrase(500), message: serverMessages.internal });
  });
}
