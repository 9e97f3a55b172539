import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { pgliteClientOf, queryNamed, queryNamedArrays } from './pglite-prepared';

const dialect = new PgDialect();
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `nz_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size < 5000) names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement as a named prepared statement (one per connection and
 * statement text on PostgreSQL, one per database on PGlite). PostgreSQL plans
 * its first five runs for their values and then keeps a generic plan when that
 * costs no more, so later runs skip planning: for the six-table Newznab page
 * that is ~1.3 of ~1.7 ms of PostgreSQL's time per answer and ~3.5 of ~7.8 ms
 * of PGlite's (bench/README.md). Only for statements whose best plan does not
 * depend on the values (lookups by id or key, a title's releases); a text
 * search keeps `db.execute`, planned for each word. `plan: 'generic'` makes
 * PGlite use the generic plan from the first call on, for statements whose
 * plan cannot depend on the values at all (rows by id); PostgreSQL keeps its
 * own choice there (a setting around the statement would cost round trips).
 * Inside a PGlite transaction the statement runs as any other.
 */
export function executePrepared(db: Database, query: SQL, plan: 'auto' | 'generic' = 'auto') {
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const pglite = pgliteClientOf((db._.session as unknown as { client: unknown }).client);
  if (pglite)
    // Failures read as Drizzle's own (the statement and values, the database's error as cause).
    return queryNamed(pglite, name, built.sql, built.params, plan === 'generic').catch((error: unknown) => {
      throw new DrizzleQueryError(built.sql, built.params, error as Error);
    });
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * Dates and times stay the text PostgreSQL sends, as Drizzle's driver reads
 * them (a `date` never becomes a local-time Date); every other type as `pg`
 * parses it. One object for every call: Drizzle's driver makes one per call.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface Queryable {
  query(config: pg.QueryConfig & { rowMode: 'array'; types: typeof TYPES }): Promise<pg.QueryArrayResult>;
}

/**
 * {@link executePrepared} for statements that read many rows (a Newznab page),
 * the rows as arrays of cells in select-list order. On PostgreSQL the pool (or
 * the transaction's client) is called directly: Drizzle's driver wraps each
 * call in tracing spans, a new query object and a per-call type table, and
 * node-postgres builds an object per row. For a film's page of 28 releases the
 * driver's CPU per call went from 0.49–0.70 ms to 0.28–0.30 ms (bench/README.md).
 */
export async function queryPreparedArrays(
  db: Database,
  query: SQL,
  plan: 'auto' | 'generic' = 'auto',
): Promise<unknown[][]> {
  const client = (db._.session as unknown as { client: unknown }).client;
  const built = dialect.sqlToQuery(query);
  const pglite = pgliteClientOf(client);
  if (pglite)
    return queryNamedArrays(
      pglite,
      statementName(built.sql),
      built.sql,
      built.params,
      plan === 'generic',
    ).catch((error: unknown) => {
      throw new DrizzleQueryError(built.sql, built.params, error as Error);
    });
  try {
    const result = await (client as Queryable).query({
      name: statementName(built.sql),
      text: built.sql,
      values: built.params,
      rowMode: 'array',
      types: TYPES,
    });
    return result.rows;
  } catch (error) {
    throw new DrizzleQueryError(built.sql, built.params, error as Error);
  }
}
