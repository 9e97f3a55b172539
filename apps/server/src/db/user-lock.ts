import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `work` in a transaction that holds the user's row lock, so that work of
 * one user runs one at a time across every server process (PostgreSQL) while
 * other users proceed. `FOR NO KEY UPDATE` conflicts with itself but not with
 * the key-share locks that inserts referencing the user take. PGlite has one
 * connection and runs one transaction at a time anyway; the lock is then a
 * formality. Returns null when the user no longer exists.
 */
export async function withUserLock<T>(
  db: Database,
  userId: number,
  work: (tx: Database) => Promise<T>,
): Promise<{ value: T } | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    if (rowsOf(locked).length === 0) return null;
    // Everything inside must go through tx: on PGlite a query on db would wait for this transaction.
    return { value: await work(tx as unknown as Database) };
  });
}

/** Rows of a raw execute(): node-postgres and PGlite both answer { rows }. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
