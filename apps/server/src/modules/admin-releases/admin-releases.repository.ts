import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReleaseCategory } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { episodes, movies, releaseGrabCounts, releases, seasons, series } from '../../db/schema';
import { containsPattern } from '../../lib/text-search';
import type { ReleaseLinks } from '../ingest/matching.repository';

export interface ReleaseFilter {
  search?: string | undefined;
  category?: ReleaseCategory | undefined;
  unmatched?: boolean | undefined;
}

export interface ReleaseFields {
  name?: string;
  parsedType?: ReleaseCategory;
}

const listColumns = {
  id: releases.id,
  guid: releases.guid,
  name: releases.name,
  parsedType: releases.parsedType,
  newznabCategory: releases.newznabCategory,
  parsedTitle: releases.parsedTitle,
  parsedYear: releases.parsedYear,
  parsedSeason: releases.parsedSeason,
  parsedEpisode: releases.parsedEpisode,
  parsedResolution: releases.parsedResolution,
  parsedGroup: releases.parsedGroup,
  size: releases.size,
  nfoHash: releases.nfoHash,
  nzbHash: releases.nzbHash,
  createdAt: releases.createdAt,
  movieId: releases.movieId,
  seriesId: releases.seriesId,
  seasonId: releases.seasonId,
  episodeId: releases.episodeId,
  grabs: sql<number>`coalesce(${releaseGrabCounts.grabs}, 0)`.mapWith(Number),
  movieSlug: movies.slug,
  movieTitle: movies.title,
  movieYear: movies.year,
  seriesSlug: series.slug,
  seriesTitle: series.title,
  episodeSeason: episodes.seasonNumber,
  episodeNumber: episodes.episodeNumber,
  episodeTitle: episodes.title,
};

export type AdminReleaseRow = Awaited<ReturnType<AdminReleasesRepository['byIds']>>[number];

/** Queries of the admins' release list and edits; the rules are in AdminReleasesService. */
export class AdminReleasesRepository {
  constructor(private readonly db: Database) {}

  private where(filter: ReleaseFilter): SQL | undefined {
    const term = filter.search?.trim();
    return and(
      term ? sql`${releases.name} ilike ${containsPattern(term)} escape '!'` : undefined,
      filter.category ? eq(releases.parsedType, filter.category) : undefined,
      filter.unmatched ? and(isNull(releases.movieId), isNull(releases.seriesId)) : undefined,
    );
  }

  private select() {
    return this.db
      .select(listColumns)
      .from(releases)
      .leftJoin(releaseGrabCounts, eq(releaseGrabCounts.releaseId, releases.id))
      .leftJoin(movies, eq(movies.id, releases.movieId))
      .leftJoin(series, eq(series.id, releases.seriesId))
      .leftJoin(episodes, eq(episodes.id, releases.episodeId));
  }

  page(filter: ReleaseFilter, limit: number, offset: number) {
    return this.select()
      .where(this.where(filter))
      .orderBy(desc(releases.createdAt), desc(releases.id))
      .limit(limit)
      .offset(offset);
  }

  async count(filter: ReleaseFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(releases).where(this.where(filter));
    return row?.n ?? 0;
  }

  byIds(ids: number[]) {
    return this.select().where(inArray(releases.id, ids)).orderBy(releases.id);
  }

  async update(id: number, fields: ReleaseFields & Partial<ReleaseLinks>): Promise<boolean> {
    const rows = await this.db
      .update(releases)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(releases.id, id))
      .returning({ id: releases.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<{ nzbHash: string; nfoHash: string | null } | undefined> {
    const [row] = await this.db
      .delete(releases)
      .where(eq(releases.id, id))
      .returning({ nzbHash: releases.nzbHash, nfoHash: releases.nfoHash });
    return row;
  }

  /** Whether any release still names this blob as its NZB or NFO. */
  async blobInUse(kind: 'nzb' | 'nfo', key: string): Promise<boolean> {
    const column = kind === 'nzb' ? releases.nzbHash : releases.nfoHash;
    const [row] = await this.db.select({ id: releases.id }).from(releases).where(eq(column, key)).limit(1);
    return row !== undefined;
  }

  async movieExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: movies.id }).from(movies).where(eq(movies.id, id));
    return row !== undefined;
  }

  async seriesExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: series.id }).from(series).where(eq(series.id, id));
    return row !== undefined;
  }

  async episode(id: number): Promise<{ id: number; seasonId: number; seriesId: number } | undefined> {
    const [row] = await this.db
      .select({ id: episodes.id, seasonId: episodes.seasonId, seriesId: episodes.seriesId })
      .from(episodes)
      .where(eq(episodes.id, id));
    return row;
  }

  async seasonOf(seriesId: number, seasonNumber: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.seriesId, seriesId), eq(seasons.seasonNumber, seasonNumber)));
    return row?.id;
  }
}
