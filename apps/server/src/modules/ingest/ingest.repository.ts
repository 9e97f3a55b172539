import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseGroups, releases, type NewReleaseRow } from '../../db/schema';

/** Key of a release by name and size, for the "same release, other NZB" check. */
export function nameSizeKey(name: string, size: number): string {
  return `${size}\u0000${name}`;
}

/** Reads and writes of the ingest pipeline, each for a whole batch of NZBs in one statement. */
export class IngestRepository {
  private readonly groupIds = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /**
   * Releases that an NZB of the batch duplicates: by NZB hash, or by name and
   * size (the same release posted again under another NZB). One statement.
   */
  async duplicatesOf(
    hashes: string[],
    names: string[],
  ): Promise<{ byHash: Map<string, { id: number; name: string }>; byNameSize: Map<string, number> }> {
    const byHash = new Map<string, { id: number; name: string }>();
    const byNameSize = new Map<string, number>();
    if (hashes.length === 0 && names.length === 0) return { byHash, byNameSize };
    const rows = await this.db
      .select({ id: releases.id, name: releases.name, size: releases.size, nzbHash: releases.nzbHash })
      .from(releases)
      .where(or(inArray(releases.nzbHash, hashes), inArray(releases.name, names)));
    const asked = new Set(hashes);
    for (const row of rows) {
      if (asked.has(row.nzbHash)) byHash.set(row.nzbHash, { id: row.id, name: row.name });
      byNameSize.set(nameSizeKey(row.name, Number(row.size)), row.id);
    }
    return { byHash, byNameSize };
  }

  /** The ids of release groups by lowercased name, creating the missing ones; names compare case-insensitively. */
  async groupIdsFor(names: string[]): Promise<Map<string, number>> {
    const wanted = new Map<string, string>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (!this.groupIds.has(key) && !wanted.has(key)) wanted.set(key, name);
    }
    if (wanted.size > 0) {
      await this.db
        .insert(releaseGroups)
        .values([...wanted.values()].map((name) => ({ name })))
        .onConflictDoNothing();
      const rows = await this.db
        .select({ id: releaseGroups.id, key: sql<string>`lower(${releaseGroups.name})` })
        .from(releaseGroups)
        .where(sql`lower(${releaseGroups.name}) in ${[...wanted.keys()]}`);
      for (const row of rows) this.groupIds.set(row.key, row.id);
    }
    return new Map(names.map((name) => [name.toLowerCase(), this.groupIds.get(name.toLowerCase())!]));
  }

  /**
   * Inserts the releases in one statement, skipping any whose NZB another
   * import recorded meanwhile; answers the new ids by NZB hash.
   */
  async insertReleases(rows: NewReleaseRow[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const inserted = await this.db
      .insert(releases)
      .values(rows)
      .onConflictDoNothing({ target: releases.nzbHash })
      .returning({ id: releases.id, nzbHash: releases.nzbHash });
    return new Map(inserted.map((row) => [row.nzbHash, row.id]));
  }
}
