import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

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
 * Runs a statement as a named prepared statement on PostgreSQL (one per
 * connection and statement text). PostgreSQL plans its first five runs for
 * their values and then keeps a generic plan when that costs no more, so later
 * runs skip planning: for the six-table Newznab page that is ~1.3 of ~1.7 ms of
 * the database's time per answer (bench/README.md). Only for statements whose
 * best plan does not depend on the values (lookups by id, category pages);
 * a text search keeps `db.execute`, planned for each word. PGlite runs it as
 * any other statement.
 */
export function executePrepared(db: Database, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
}
