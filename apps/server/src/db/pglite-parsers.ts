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

type QueryOptions = { parsers?: unknown } | undefined;
interface Queryable {
  query(query: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/**
 * The PGlite client as Drizzle should see it: Drizzle passes its parsers
 * with every query, and PGlite then copies its own ~320 parsers into a new
 * object for that query (~0.19 ms, as long as a small query itself). Here
 * Drizzle's parsers are installed once on the client and dropped from each
 * query (in transactions too), so every result reads exactly as before. The
 * client's own methods are replaced, so it stays the object Drizzle and
 * anything else holding `$client` see.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value: string) => value;
  dropQueryParsers(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      dropQueryParsers(tx);
      return run(tx);
    });
  return client;
}

function dropQueryParsers(target: Queryable): void {
  const query = target.query.bind(target);
  target.query = (text, params, options) =>
    query(text, params, options && { ...options, parsers: undefined });
}
