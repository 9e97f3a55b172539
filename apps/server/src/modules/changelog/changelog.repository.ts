import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { changelogEntries, type ChangelogRow } from '../../db/schema';

export type NewChangelogEntry = typeof changelogEntries.$inferInsert;

export class ChangelogRepository {
  constructor(private readonly db: Database) {}

  listNewestFirst(limit: number): Promise<ChangelogRow[]> {
    return this.db
      .select()
      .from(changelogEntries)
      .orderBy(desc(changelogEntries.releaseDate), desc(changelogEntries.id))
      .limit(limit);
  }

  async newest(): Promise<ChangelogRow | undefined> {
    const [row] = await this.listNewestFirst(1);
    return row;
  }

  async insertMany(entries: NewChangelogEntry[]): Promise<void> {
    if (entries.length) await this.db.insert(changelogEntries).values(entries).onConflictDoNothing();
  }
}
