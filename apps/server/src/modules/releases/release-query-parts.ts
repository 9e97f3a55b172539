import { and, asc, desc, eq, isNull, or, sql, type Param, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { episodes, movies, releaseGrabCounts, releaseGroups, releases, series } from '../../db/schema';
import type { ReleaseCriteria, ReleaseOrder } from './release-query.types';

/*
 * The parts every release query is made of: the row's columns, the criteria
 * and the sort. Values enter through a binder: as parameters (`inline`), or
 * as named placeholders (`placeholders`) for a query built once per shape and
 * filled per request (see ReleasePageQueries). Arrays are always one
 * parameter (`= any($n::text[])`), so a shape does not depend on their length.
 */

/** Names of the values criteria carry, as placeholders call them. */
export type CriteriaValueName =
  | 'textQuery'
  | 'namePattern'
  | 'parsedType'
  | 'resolutionIn'
  | 'resolutionNotIn'
  | 'groupName'
  | 'movieId'
  | 'seriesId'
  | 'episodeId'
  | 'parsedSeason'
  | 'parsedEpisode';

export type Bind = (name: CriteriaValueName, value: unknown) => Param | Placeholder;

export const inline: Bind = (_name, value) => sql.param(value);
export const placeholders: Bind = (name) => sql.placeholder(name);

export const SORT_COLUMNS = {
  createdAt: releases.createdAt,
  name: releases.name,
  size: releases.size,
} as const;

/** The columns a release row needs, with its movie, series, episode and group joined in. */
export const releaseRowColumns = {
  id: releases.id,
  guid: releases.guid,
  name: releases.name,
  parsedTitle: releases.parsedTitle,
  parsedType: releases.parsedType,
  parsedResolution: releases.parsedResolution,
  parsedGroup: releases.parsedGroup,
  parsedSeason: releases.parsedSeason,
  parsedEpisode: releases.parsedEpisode,
  source: releases.source,
  remux: releases.remux,
  videoCodec: releases.videoCodec,
  hdr: releases.hdr,
  audioFormats: releases.audioFormats,
  audioChannels: releases.audioChannels,
  audioLanguages: releases.audioLanguages,
  dualLanguage: releases.dualLanguage,
  multiLanguage: releases.multiLanguage,
  size: releases.size,
  fileCount: releases.fileCount,
  completion: releases.completion,
  // A subquery, not a join: one more joined table made PostgreSQL's planning of the page query
  // about twice as slow (a seventh relation in the join search); this costs a key lookup per row.
  grabs: sql<number>`coalesce((select ${releaseGrabCounts.grabs} from ${releaseGrabCounts}
    where ${releaseGrabCounts.releaseId} = ${releases.id}), 0)`.mapWith(Number),
  nfoHash: releases.nfoHash,
  postedAt: releases.postedAt,
  createdAt: releases.createdAt,
  movieId: releases.movieId,
  seriesId: releases.seriesId,
  episodeId: releases.episodeId,
  groupName: releaseGroups.name,
  movieSlug: movies.slug,
  movieTitle: movies.title,
  movieYear: movies.year,
  movieLanguage: movies.originalLanguage,
  seriesSlug: series.slug,
  seriesTitle: series.title,
  seriesLanguage: series.originalLanguage,
  episodeNumber: episodes.episodeNumber,
  episodeTitle: episodes.title,
  episodeSeasonNumber: episodes.seasonNumber,
  episodeSeriesId: episodes.seriesId,
};

export function whereOf(c: ReleaseCriteria, bind: Bind = inline): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (c.textQuery !== undefined)
    parts.push(sql`${releases.searchVector} @@ to_tsquery('simple', ${bind('textQuery', c.textQuery)})`);
  if (c.namePattern !== undefined)
    parts.push(sql`${releases.name} ilike ${bind('namePattern', c.namePattern)} escape '!'`);
  if (c.kind) {
    const linked = c.kind.linkedTo === 'movie' ? releases.movieId : releases.seriesId;
    parts.push(
      or(sql`${releases.parsedType} = ${bind('parsedType', c.kind.parsedType)}`, sql`${linked} is not null`),
    );
  }
  if (c.resolutionIn)
    parts.push(sql`${releases.parsedResolution} = any(${bind('resolutionIn', c.resolutionIn)}::text[])`);
  if (c.resolutionNotIn)
    parts.push(
      or(
        isNull(releases.parsedResolution),
        sql`not (${releases.parsedResolution} = any(${bind('resolutionNotIn', c.resolutionNotIn)}::text[]))`,
      ),
    );
  if (c.groupName !== undefined)
    parts.push(
      sql`${releases.groupId} = (select ${releaseGroups.id} from ${releaseGroups} where lower(${releaseGroups.name}) = lower(${bind('groupName', c.groupName)}))`,
    );
  if (c.movieId !== undefined) parts.push(sql`${releases.movieId} = ${bind('movieId', c.movieId)}`);
  if (c.seriesId !== undefined) parts.push(sql`${releases.seriesId} = ${bind('seriesId', c.seriesId)}`);
  if (c.episodeId !== undefined) parts.push(sql`${releases.episodeId} = ${bind('episodeId', c.episodeId)}`);
  if (c.parsedSeason !== undefined)
    parts.push(sql`${releases.parsedSeason} = ${bind('parsedSeason', c.parsedSeason)}`);
  if (c.parsedEpisode !== undefined)
    parts.push(sql`${releases.parsedEpisode} = ${bind('parsedEpisode', c.parsedEpisode)}`);
  if (c.withoutEpisode) parts.push(isNull(releases.episodeId));
  return parts.length ? and(...parts) : undefined;
}

export function orderOf(order: ReleaseOrder): SQL[] {
  const by = order.direction === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[order.column]), by(releases.id)];
}

/**
 * Joins what a release row shows besides the release ({@link releaseRowColumns}):
 * its group, movie, series and episode. For a dynamic select from `releases`
 * (or from a page of release ids joined to `releases`).
 */
export function joinRowRelations<T extends PgSelect>(query: T) {
  return query
    .leftJoin(releaseGroups, eq(releaseGroups.id, releases.groupId))
    .leftJoin(movies, eq(movies.id, releases.movieId))
    .leftJoin(series, eq(series.id, releases.seriesId))
    .leftJoin(episodes, eq(episodes.id, releases.episodeId));
}
