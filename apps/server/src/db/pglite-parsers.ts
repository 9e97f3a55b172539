import { types, type PGlite } from '@electric-sql/pglite';

/** The types Drizzle reads as text (it maps dates itself): the parsers it hands PGlite with every query. */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

interface Queryable {
  query(query: string, params?: unknown[], options?: { parsers?: unknown }): Promise<unknown>;
}

/**
 * The PGlite client as Drizzle should see it: Drizzle passes its parsers
 * with every query, and PGlite then copies its own ~320 parsers into a new
 * object for that query (~0.19 ms, as long as a small query itself). Here
 * Drizzle's parsers are installed once on the client and dropped from each
 * query (in transactions too), so every result reads exactly as before.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value: string) => value;
  return withoutQueryParsers(client);
}

function withoutQueryParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], options?: { parsers?: unknown }) =>
          object.query(query, params, options && { ...options, parsers: undefined });
      if (property === 'transaction')
        return <R>(run: (tx: Queryable) => Promise<R>) =>
          (object as unknown as { transaction(run: (tx: Queryable) => Promise<R>): Promise<R> }).transaction(
            (tx) => run(withoutQueryParsers(tx)),
          );
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}
