import type { FastifyReply } from 'fastify';
import { attachmentHeader } from './content-disposition';

/** Sends a file download: named by Content-Disposition, never cached, never sniffed. */
export function sendFile(reply: FastifyReply, contentType: string, fileName: string, payload: unknown) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(payload);
}
