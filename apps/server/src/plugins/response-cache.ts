import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer depends only on its URL (public catalogue data), so it may be reused briefly. */
    responseCache?: boolean;
  }
}

/** Larger answers (the 10000-movie suggestion pool) are not worth holding. */
const MAX_CACHED_BYTES = 256 * 1024;
/** All entries together; the oldest go first when a new one does not fit. */
const BUDGET_BYTES = 32 * 1024 * 1024;

interface Entry {
  payload: string;
  expires: number;
}

/**
 * A micro-cache for public GET routes that opt in: the serialized answer is
 * reused for `ttlMs` per URL, so a burst of identical requests (the home page,
 * page 1 of the catalogue) costs one database round and one serialization. The
 * answers already say `Cache-Control: public, max-age=300…900`, so a few seconds
 * of reuse here stays well within what every shared cache may do; each server
 * keeps its own copy and expires it by time alone. Registered before compression
 * so it stores the plain JSON text. `x-cache: HIT|MISS` tells which happened.
 */
export function registerResponseCache(app: FastifyInstance, ttlMs: number): void {
  if (ttlMs <= 0) return;
  // Map order is insertion order: the first key is always the oldest entry.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.payload.length;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config?.responseCache !== true) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires <= Date.now()) {
      drop(request.url, entry);
      return;
    }
    reply.header('x-cache', 'HIT').type('application/json; charset=utf-8');
    return reply.send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.routeOptions.config?.responseCache !== true) return payload;
    if (reply.getHeader('x-cache') === 'HIT') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > MAX_CACHED_BYTES) {
      return payload;
    }
    const old = entries.get(request.url);
    if (old) drop(request.url, old);
    for (const [key, entry] of entries) {
      if (bytes + payload.length <= BUDGET_BYTES) break;
      drop(key, entry);
    }
    entries.set(request.url, { payload, expires: Date.now() + ttlMs });
    bytes += payload.length;
    reply.header('x-cache', 'MISS');
    return payload;
  });
}
