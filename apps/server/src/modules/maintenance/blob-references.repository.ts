import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Which stored blob keys rows point at. */
export class BlobReferencesRepository {
  constructor(private readonly db: Database) {}

  /** The subset of `keys` that some release names as its NZB or NFO blob. */
  async referenced(kind: 'nzb' | 'nfo', keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const column = kind === 'nzb' ? sql`r.nzb_hash` : sql`r.nfo_hash`;
    // A join with the key list: one index or hash lookup per key, not a scan of the list per row.
    // Keys are hex (checked by the blob store), so the array literal needs no quoting.
    const result = await this.db.execute(sql`
      select k.key from unnest(${`{${keys.join(',')}}`}::text[]) as k(key)
      where exists (select 1 from releases r where ${column} = k.key)`);
    const { rows } = result as unknown as { rows: { key: string }[] };
    return new Set(rows.map((row) => row.key));
  }
}
