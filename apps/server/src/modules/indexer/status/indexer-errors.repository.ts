import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/user-lock';

/** The errors kept for the admin's Indexer tab; older ones are dropped. */
const KEPT = 200;

export interface IndexerErrorEntry {
  at: Date;
  groupName: string | null;
  server: string | null;
  kind: string;
  message: string;
}

export class IndexerErrorsRepository {
  constructor(private readonly db: Database) {}

  /** Records an error; a group's count and last error move with it. */
  async record(entry: Omit<IndexerErrorEntry, 'at'>): Promise<void> {
    await this.db.execute(sql`
      insert into indexer_errors (group_name, server, kind, message)
      values (${entry.groupName}, ${entry.server}, ${entry.kind}, ${entry.message.slice(0, 2000)})`);
    if (entry.groupName)
      await this.db.execute(sql`
        update indexer_groups set errors = errors + 1, last_error = ${entry.message.slice(0, 2000)},
          last_error_at = now()
        where name = ${entry.groupName}`);
    await this.db.execute(sql`
      delete from indexer_errors where id <= (select id from indexer_errors order by id desc offset ${KEPT} limit 1)`);
  }

  async recent(limit = 50): Promise<IndexerErrorEntry[]> {
    const rows = rowsOf<{
      at: Date | string;
      group_name: string | null;
      server: string | null;
      kind: string;
      message: string;
    }>(
      await this.db.execute(sql`
        select at, group_name, server, kind, message from indexer_errors order by id desc limit ${limit}`),
    );
    return rows.map((r) => ({
      at: new Date(r.at),
      groupName: r.group_name,
      server: r.server,
      kind: r.kind,
      message: r.message,
    }));
  }
}
