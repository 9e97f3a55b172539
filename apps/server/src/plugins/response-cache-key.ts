import type { FastifyRequest } from 'fastify';

const knownKeys = new WeakMap<object, readonly string[] | null>();

/**
 * The query parameter names a route's querystring schema declares, sorted:
 * a zod object's shape or a JSON schema's properties; none without a schema
 * (the route then reads no query). Null when the schema does not say which
 * (then every parameter counts).
 */
function queryKeysOf(schema: unknown): readonly string[] | null {
  if (!schema || typeof schema !== 'object') return [];
  let keys = knownKeys.get(schema);
  if (keys === undefined) {
    const { shape, properties } = schema as { shape?: unknown; properties?: unknown };
    const declared = shape ?? properties;
    keys = declared && typeof declared === 'object' ? Object.keys(declared).sort() : null;
    knownKeys.set(schema, keys);
  }
  return keys;
}

/**
 * The response cache's key: the route, its path parameters and those query
 * parameters its schema knows, in a fixed order. Everything else in the URL
 * (an unknown `?nc=<random>`, the order of parameters, percent-encoding of the
 * path) cannot change the answer, since validation drops unknown parameters
 * before the handler sees the query, so it must not make a new entry either.
 */
export function cacheKeyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const names = queryKeysOf(request.routeOptions.schema?.querystring) ?? Object.keys(query).sort();
  const pairs = names.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]);
  const params = request.params as Record<string, unknown> | undefined;
  const path = params
    ? Object.keys(params)
        .sort()
        .map((name) => [name, params[name]])
    : [];
  return JSON.stringify([request.routeOptions.url, path, pairs]);
}
