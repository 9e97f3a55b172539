import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseGroups, releases, type NewReleaseRow } from '../../db/schema';

export class IngestRepository {
  private readonly groupIds = new Map<string, number>();

  constructor(private readonly db: Database) {}

  async releaseWithNzb(nzbHash: string): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: releases.id, name: releases.name })
      .from(releases)
      .where(eq(releases.nzbHash, nzbHash))
      .limit(1);
    return row;
  }

  async releaseNamedWithSize(name: string, size: number): Promise<{ id: number } | undefined> {
    const [row] = await this.db
      .select({ id: releases.id })
      .from(releases)
      .where(and(eq(releases.name, name), eq(releases.size, size)))
      .limit(1);
    return row;
  }

  /** The id of a release group, created on first sight; names compare case-insensitively. */
  async groupId(name: string): Promise<number> {
    const key = name.toLowerCase();
    const cached = this.groupIds.get(key);
    if (cached !== undefined) return cached;
    await this.db.insert(releaseGroups).values({ name }).onConflictDoNothing();
    const [row] = await this.db
      .select({ id: releaseGroups.id })
      .from(releaseGroups)
      .where(sql`lower(${releaseGroups.name}) = ${key}`)
      .limit(1);
    this.groupIds.set(key, row!.id);
    return row!.id;
  }

  /** Inserts unless a release with the same NZB exists (a concurrent import); answers the new id or undefined. */
  async insertRelease(values: NewReleaseRow): Promise<number | undefined> {
    const [row] = await this.db
      .insert(releases)
      .values(values)
      .onConflictDoNothing({ target: releases.nzbHash })
      .returning({ id: releases.id });
    return row?.id;
  }
}
