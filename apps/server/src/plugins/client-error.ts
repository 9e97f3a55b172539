import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { serverMessages } from '@nzbkino/shared';

/**
 * Answers a request Node's HTTP parser could not read (a broken request line
 * or header, headers too large, a request that took too long), before any
 * route or hook sees it. Fastify's default answers in English ("Client
 * Error"); every other error of the site is German (issue 41, low 8). Same
 * statuses as the default: 408, 431, else 400; the socket is closed after.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, serverMessages.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, serverMessages.headersTooLarge]
        : [400, serverMessages.malformedRequest];
  const phrase = STATUS_CODES[status] ?? '';
  const body = Buffer.from(JSON.stringify({ statusCode: status, error: phrase, message }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${phrase}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}
