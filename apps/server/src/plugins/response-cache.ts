import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKeyOf } from './response-cache-key';
import {
  COMPRESS_THRESHOLD_BYTES,
  compressBody,
  preferredEncoding,
  type CachedEncoding,
} from './compressed-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer depends only on its URL (public catalogue data), so it may be reused briefly. */
    responseCache?: boolean;
  }
}

export interface ResponseCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Called each time a cached answer is compressed (tests count it). */
  onEncode?: (encoding: CachedEncoding) => void;
}

/** Larger answers (the 10000-movie suggestion pool) are not worth holding. */
const MAX_CACHED_BYTES = 256 * 1024;
/** All entries together, keys and compressed copies included; the oldest go first. */
const BUDGET_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

interface Entry {
  key: string;
  identity: Buffer;
  expires: number;
  /** Compressed lazily, once per encoding, on the first request that asks for it. */
  encoded: Partial<Record<CachedEncoding, Promise<Buffer>>>;
  bytes: number;
}

const applies = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config?.responseCache === true;

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;
const asksFresh = (request: FastifyRequest) =>
  NO_CACHE.test(String(request.headers['cache-control'] ?? '')) ||
  NO_CACHE.test(String(request.headers.pragma ?? ''));

/**
 * A micro-cache for public GET routes that opt in: the serialized answer is
 * reused for `ttlMs`, so a burst of identical requests (the home page, page 1
 * of the catalogue) costs one database round, one serialization and one
 * compression per encoding. The key holds only the route's own parameters, so
 * an unknown one (`?nc=<random>`) cannot bypass it, and concurrent misses of
 * one key wait for the first instead of each querying the database. The
 * answers already say `Cache-Control: public, max-age=300…900`, so a few
 * seconds of reuse stays well within what every shared cache may do; each
 * server keeps its own copy and expires it by time alone. Runs before
 * @fastify/compress, which leaves an answer alone once it has a
 * Content-Encoding. `x-cache: HIT|MISS` tells which happened.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const { ttlMs, onEncode } = options;
  if (ttlMs <= 0) return;
  // Map order is insertion order: the first key is always the oldest entry.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { promise: Promise<Entry | undefined>; done: (e?: Entry) => void }>();
  const keys = new WeakMap<FastifyRequest, string>();
  let bytes = 0;

  const drop = (entry: Entry) => {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  };
  const makeRoom = (keep?: Entry) => {
    for (const entry of entries.values()) {
      if (bytes <= BUDGET_BYTES && entries.size <= MAX_ENTRIES) return;
      if (entry !== keep) drop(entry);
    }
  };
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= Date.now()) drop(entry);
    else return entry;
  };
  const encoded = (entry: Entry, encoding: CachedEncoding): Promise<Buffer> => {
    const known = entry.encoded[encoding];
    if (known) return known;
    onEncode?.(encoding);
    const running = compressBody(entry.identity, encoding);
    entry.encoded[encoding] = running;
    void running.then(
      (body) => {
        if (entries.get(entry.key) !== entry) return;
        entry.bytes += body.length;
        bytes += body.length;
        makeRoom(entry);
      },
      () => delete entry.encoded[encoding],
    );
    return running;
  };
  /** Sets the headers for `entry` and returns the bytes the client asked for. */
  const answer = async (entry: Entry, request: FastifyRequest, reply: FastifyReply) => {
    // Every variant of a cached answer depends on Accept-Encoding, also the identity one.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    const encoding =
      entry.identity.length >= COMPRESS_THRESHOLD_BYTES
        ? preferredEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) return entry.identity;
    const body = await encoded(entry, encoding);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  };
  /** Hands the first request's result (or nothing) to the requests waiting on its key. */
  const settle = (request: FastifyRequest, entry?: Entry) => {
    const key = keys.get(request);
    if (key === undefined) return;
    keys.delete(request);
    pending.get(key)?.done(entry);
    pending.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!applies(request)) return;
    const key = cacheKeyOf(request);
    // A client that asks for a fresh answer (a browser after its own write: a grab it wants to
    // see counted) runs the route, or waits for a run already under way; its answer replaces the entry.
    let entry = asksFresh(request) ? undefined : fresh(key);
    if (!entry) {
      const running = pending.get(key);
      if (!running) {
        // The first miss runs the route; the same key's later misses wait for its answer.
        let done!: (e?: Entry) => void;
        const promise = new Promise<Entry | undefined>((resolve) => (done = resolve));
        pending.set(key, { promise, done });
        keys.set(request, key);
        return;
      }
      entry = await running.promise;
      // The first answer could not be kept (an error, too large): this request runs the route itself.
      if (!entry) return;
    }
    reply.header('x-cache', 'HIT').type('application/json; charset=utf-8');
    return reply.send(await answer(entry, request, reply));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request) || reply.getHeader('x-cache') === 'HIT') return payload;
    const key = keys.get(request);
    if (
      key === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      payload.length > MAX_CACHED_BYTES
    ) {
      settle(request);
      return payload;
    }
    const identity = Buffer.from(payload);
    const entry: Entry = { key, identity, expires: Date.now() + ttlMs, encoded: {}, bytes: 0 };
    entry.bytes = key.length + identity.length;
    const old = entries.get(key);
    if (old) drop(old);
    entries.set(key, entry);
    bytes += entry.bytes;
    makeRoom(entry);
    settle(request, entry);
    reply.header('x-cache', 'MISS');
    return answer(entry, request, reply);
  });

  // Whatever ended the first request (an abort, an error before onSend), its waiters must go on.
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));
}
