import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/user-lock';

/** The tables whose triggers write the search change feed (migration 0019). */
export const FEED_TABLES = ['releases', 'release_grab_counts', 'movies', 'series'] as const;

export interface IndexState {
  name: string;
  valid: boolean;
}

export interface TriggerState {
  table: string;
  name: string;
  enabled: boolean;
}

/** What PostgreSQL says of the search's own indexes and of the feed's triggers, and the statements that repair them. */
export class SearchIndexHealthRepository {
  constructor(private readonly db: Database) {}

  /** The indexes of the releases table: an index left invalid (a failed build, damage) is one the planner no longer uses. */
  async releaseIndexes(): Promise<IndexState[]> {
    const rows = rowsOf<{ name: string; valid: boolean }>(
      await this.db
        .execute(sql`select c.relname as name, (i.indisvalid and i.indisready and i.indislive) as valid
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where t.relname = 'releases' and n.nspname = current_schema()
        order by c.relname`),
    );
    return rows.map((row) => ({ name: row.name, valid: row.valid === true || String(row.valid) === 't' }));
  }

  /** Rebuilds one index of the releases table from the table. */
  async rebuildIndex(name: string, concurrently: boolean): Promise<void> {
    await this.db.execute(sql.raw(`reindex index ${concurrently ? 'concurrently ' : ''}${quoteIdent(name)}`));
  }

  /** The feed's triggers (named `*_feed_*`): one an operator disabled for a bulk load writes no changes. */
  async feedTriggers(): Promise<TriggerState[]> {
    const rows = rowsOf<{ table: string; name: string; enabled: string }>(
      await this.db.execute(sql`select t.relname as table, g.tgname as name, g.tgenabled as enabled
        from pg_trigger g join pg_class t on t.oid = g.tgrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and not g.tgisinternal
          and (g.tgname like '%\_feed\_%' or g.tgname = 'search_feed_seal')
        order by t.relname, g.tgname`),
    );
    // 'D' is disabled; 'O' (origin), 'A' (always) and 'R' (replica) fire.
    return rows.map((row) => ({ table: row.table, name: row.name, enabled: row.enabled !== 'D' }));
  }

  async enableTrigger(table: string, name: string): Promise<void> {
    await this.db.execute(sql.raw(`alter table ${quoteIdent(table)} enable trigger ${quoteIdent(name)}`));
  }
}

/** An identifier as SQL writes it; the names come from the catalogue, quoted all the same. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
