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
  // Built once: the single download's lookup runs on every request, and building it costs more than running it.
  private readonly oneFile;

  constructor(private readonly db: Database) {
    this.oneFile = this.files()
      .where(eq(releases.id, sql.placeholder('id')))
      .prepare('');
  }

  private files() {
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
      .$dynamic();
  }

  /** The releases among these ids that exist (in no particular order). */
  async findFiles(ids: number[]): Promise<ReleaseFile[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return this.oneFile.execute({ id: ids[0] });
    return this.files().where(inArray(releases.id, ids));
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
