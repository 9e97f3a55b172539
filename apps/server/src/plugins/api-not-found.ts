import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '@nzbkino/shared';
import { reasonPhrase } from '../lib/http-errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The methods the router has a route for at this path (a concrete path, not a pattern). */
export function allowedMethods(request: FastifyRequest, pathname: string): string[] {
  return METHODS.filter((method) => request.server.findRoute({ method, url: pathname }) !== null);
}

/**
 * The answer for an /api request no route took: 405 with `Allow` when the path
 * exists with other methods (RFC 9110 §15.5.6), otherwise 404.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const allowed = allowedMethods(request, pathname);
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        statusCode: 405,
        error: reasonPhrase(405),
        message: serverMessages.methodNotAllowed(request.method, pathname, allowed.join(', ')),
      });
  }
  return reply.status(404).send({
    statusCode: 404,
    error: reasonPhrase(404),
    message: serverMessages.routeNotFound(request.method, pathname),
  });
}
