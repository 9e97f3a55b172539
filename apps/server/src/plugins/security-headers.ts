import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Helmet's middleware, built: sets the headers on a raw response. */
export type SecurityHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Helmet's security headers on every answer. The middleware is built once:
 * @fastify/helmet built it anew from the options for each request (~9.5 µs,
 * about 5 % of the server's time for a `t=caps` answer); applying a built one
 * costs ~0.2 µs. Routes that need other headers set them themselves (the NFO
 * page's own Content-Security-Policy).
 */
export function securityHeaders(): SecurityHeaders {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Catalogue images may be absolute https URLs (spec: paths starting with http are used as is).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
  });
}

/**
 * Applies them before every route. The answers the router gives before any
 * route or hook runs (a broken percent-encoding, an over-long parameter) apply
 * the same middleware themselves (app.ts, `frameworkErrors`).
 */
export function registerSecurityHeaders(app: FastifyInstance, apply: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
