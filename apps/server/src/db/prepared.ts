import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { pgliteClientOf, queryNamed } from './pglite-prepared';

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
