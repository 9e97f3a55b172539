import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sendFile } from '../../../lib/send-file';
import { COMPRESS_THRESHOLD_BYTES, compressBody, preferredEncoding } from '../../../plugins/compressed-body';
import { errorElement } from './newznab-answers';
import { toJson, toXml, type NzElement } from './newznab-document';
import { NewznabError } from '../api/newznab-errors';
import type { NewznabAnswer } from '../api/newznab.service';

const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/**
 * Answers carry the member's key in their links: never stored by a shared cache.
 * Compressed here, in one call on libuv's thread pool (gzip level 1 or brotli
 * quality 1: each answer is compressed for one request only), not by
 * @fastify/compress's per-response stream, which cost ~0.6 ms of the event
 * loop even for a 8 KB tvsearch answer.
 * Other codings (deflate) are still left to @fastify/compress.
 */
async function sendDocument(reply: FastifyReply, document: () => NzElement, json: boolean) {
  // Made, written and handed to the socket in one turn: nothing of it outlives this call (newznab.service.ts).
  const root = document();
  const type = json ? 'json' : root.name === 'rss' ? 'rss' : 'xml';
  const { bytes: body, release } = json ? { bytes: Buffer.from(toJson(root)), release: null } : toXml(root);
  reply
    .header('content-type', CONTENT_TYPES[type])
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'Accept-Encoding');
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES
      ? preferredEncoding(reply.request.headers['accept-encoding'])
      : null;
  if (!encoding) {
    // The pooled buffer is reused once the socket has it all ('finish'); an answer cut off keeps its own.
    if (release) reply.raw.once('finish', release);
    return reply.send(body);
  }
  const compressed = await compressBody(body, encoding, true);
  release?.();
  return reply.header('content-encoding', encoding).send(compressed);
}

export function sendAnswer(reply: FastifyReply, answer: NewznabAnswer, json: boolean) {
  if (answer.kind === 'document') return sendDocument(reply, answer.document, json);
  if (answer.kind === 'nfo')
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(answer.text);
  const { payload, encoding } = answer.download.body;
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return sendFile(reply, 'application/x-nzb', answer.download.fileName, payload);
}

/** Any failure as a Newznab error; an unexpected one is logged and answered 900 (HTTP 500), revealing nothing. */
export function sendError(reply: FastifyReply, error: unknown, json: boolean, log: FastifyBaseLogger) {
  let known = error;
  if (!(error instanceof NewznabError)) {
    log.error({ err: error }, 'Newznab-Anfrage fehlgeschlagen');
    known = new NewznabError(900);
  }
  const failure = known as NewznabError;
  if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
  reply.status(failure.status);
  return sendDocument(reply, () => errorElement(failure), json);
}
