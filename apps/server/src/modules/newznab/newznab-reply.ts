import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sendFile } from '../../lib/send-file';
import { errorElement } from './newznab-answers';
import { toJson, toXml, type NzElement } from './newznab-document';
import { NewznabError } from './newznab-errors';
import type { NewznabAnswer } from './newznab.service';

const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** Answers carry the member's key in their links: never stored by a shared cache. */
function sendDocument(reply: FastifyReply, root: NzElement, json: boolean) {
  const type = json ? 'json' : root.name === 'rss' ? 'rss' : 'xml';
  return reply
    .header('content-type', CONTENT_TYPES[type])
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(json ? toJson(root) : toXml(root));
}

export function sendAnswer(reply: FastifyReply, answer: NewznabAnswer, json: boolean) {
  if (answer.kind === 'document') return sendDocument(reply, answer.root, json);
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
  return sendDocument(reply, errorElement(failure), json);
}
