import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseGroups, releases } from '../../db/schema';

/** What a download needs of a release: its name for the file, its NZB and what the history keeps. */
export interface ReleaseFile {
  id: number;
  name: string;
  size: number;
  group: string | null;
  nzbHash: string;
}

/** Release lookups of downloads and the NFO viewer. */
export class ReleaseFilesRepository {
  constructor(private readonly db: Database) {}

  /** The releases among these ids that exist (in no particular order). */
  findFiles(ids: number[]): Promise<ReleaseFile[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: releases.id,
        name: releases.name,
        size: releases.size,
        group: sql<string | null>`coalesce(${releaseGroups.name}, ${releases.parsedGroup})`,
        nzbHash: releases.nzbHash,
      })
      .from(releases)
      .leftJoin(releaseGroups, eq(releaseGroups.id, releases.groupId))
      .where(ids.length === 1 ? eq(releases.id, ids[0]!) : inArray(releases.id, ids));
  }

  /** Name and NFO blob key of the release with this guid (undefined: no such release). */
  async nfoByGuid(guid: string): Promise<{ name: string; nfoHash: string | null } | undefined> {
    const [row] = await this.db
      .select({ name: releases.name, nfoHash: releases.nfoHash })
      .from(releases)
      .where(eq(releases.guid, guid))
      .limit(1);
    return row;
  }
}
