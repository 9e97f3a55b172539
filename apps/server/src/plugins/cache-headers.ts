import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How a route's answer may be cached; routes can set it in their `config.cache`. */
export type CachePolicy = 'no-store' | 'critical' | 'standard' | 'private';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

export const CACHE_HEADER_VALUES = {
  'no-store': 'no-cache, no-store, must-revalidate',
  critical: 'public, max-age=300, stale-while-revalidate=600',
  standard: 'public, max-age=900, stale-while-revalidate=1800',
  private: 'private, no-store',
} as const satisfies Record<CachePolicy, string>;

const ADMIN_PATH = /^\/api\/admin(\/|$)/;
const CRITICAL_PATHS = new Set(['/api/hero-items', '/api/stats']);

/**
 * The cache rules of spec 000 §7, decided on the server: admin URLs never
 * cached; the critical home data (hero items, the 20 newest movies, stats) for
 * 300 s; other public data for 900 s. Anything personal (a request with a token,
 * a route marked private) and every error is never stored by shared caches.
 */
export function cachePolicyFor(request: FastifyRequest, statusCode: number): CachePolicy {
  const [path = '', query = ''] = request.url.split('?', 2);
  if (ADMIN_PATH.test(path)) return 'no-store';
  const routePolicy = request.routeOptions.config?.cache;
  if (routePolicy === 'no-store' || routePolicy === 'private') return routePolicy;
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'no-store';
  if (statusCode >= 400) return 'no-store';
  if (request.headers.authorization) return 'private';
  if (routePolicy) return routePolicy;
  if (CRITICAL_PATHS.has(path)) return 'critical';
  if (path === '/api/movies' && new URLSearchParams(query).get('limit') === '20') return 'critical';
  return 'standard';
}

function applyPolicy(reply: FastifyReply, policy: CachePolicy): void {
  reply.header('cache-control', CACHE_HEADER_VALUES[policy]);
  if (policy === 'no-store') {
    reply.header('pragma', 'no-cache');
    reply.header('expires', '0');
  }
  if (policy === 'critical') reply.header('x-priority', 'high');
  // Answers differ with and without a token, so shared caches must key on it.
  if (policy !== 'no-store') reply.header('vary', 'Authorization, Accept-Encoding');
}

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return payload;
    // A route that chose its own header (images, downloads) keeps it.
    if (reply.hasHeader('cache-control')) return payload;
    applyPolicy(reply, cachePolicyFor(request, reply.statusCode));
    return payload;
  });
}
