import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { changelogEntries, type ChangelogRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type NewChangelogEntry = typeof changelogEntries.$inferInsert;

export class ChangelogRepository {
  constructor(private readonly db: Database) {}

  /** Published entries only, unless `drafts` (the admin list). */
  listNewestFirst(limit: number, drafts = false): Promise<ChangelogRow[]> {
    return this.db
      .select()
      .from(changelogEntries)
      .where(drafts ? undefined : eq(changelogEntries.isPublished, true))
      .orderBy(desc(changelogEntries.releaseDate), desc(changelogEntries.id))
      .limit(limit);
  }

  /** The newest published entry: its version labels the footer. */
  async newest(): Promise<ChangelogRow | undefined> {
    const [row] = await this.listNewestFirst(1);
    return row;
  }

  async byId(id: number): Promise<ChangelogRow | undefined> {
    const [row] = await this.db.select().from(changelogEntries).where(eq(changelogEntries.id, id));
    return row;
  }

  async byVersion(version: string): Promise<ChangelogRow | undefined> {
    const [row] = await this.db.select().from(changelogEntries).where(eq(changelogEntries.version, version));
    return row;
  }

  /** Null when another entry holds the version (also in a race: the unique index decides). */
  async insert(entry: NewChangelogEntry): Promise<ChangelogRow | null> {
    const [row] = await this.db.insert(changelogEntries).values(entry).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Undefined: no such entry; null: another entry holds the version. */
  async update(id: number, entry: Omit<NewChangelogEntry, 'id'>): Promise<ChangelogRow | null | undefined> {
    try {
      const [row] = await this.db
        .update(changelogEntries)
        .set({ ...entry, updatedAt: new Date() })
        .where(eq(changelogEntries.id, id))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async delete(id: number): Promise<ChangelogRow | undefined> {
    const [row] = await this.db.delete(changelogEntries).where(eq(changelogEntries.id, id)).returning();
    return row;
  }

  async insertMany(entries: NewChangelogEntry[]): Promise<void> {
    if (entries.length) await this.db.insert(changelogEntries).values(entries).onConflictDoNothing();
  }
}
