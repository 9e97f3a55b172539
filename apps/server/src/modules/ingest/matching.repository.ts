import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { episodes, movies, releases, seasons, series } from '../../db/schema';

export interface MovieCandidate {
  id: number;
  year: number | null;
  popularity: number;
}
export interface SeriesCandidate {
  id: number;
  firstAirYear: number | null;
}
export interface ReleaseLinks {
  movieId: number | null;
  seriesId: number | null;
  seasonId: number | null;
  episodeId: number | null;
}

/** Series id, season number, episode number. */
export type EpisodeKey = [number, number, number];

/** Most candidates kept per title, as the single lookups' `limit`. */
const MAX_CANDIDATES = 20;

/** Candidates grouped by each asked title they carry among their match titles. */
function byTitle<T>(titles: string[], rows: (T & { matchTitles: string[] })[]): Map<string, T[]> {
  const asked = new Set(titles);
  const found = new Map<string, T[]>();
  for (const { matchTitles, ...candidate } of rows) {
    for (const title of new Set(matchTitles)) {
      if (!asked.has(title)) continue;
      const list = found.get(title) ?? [];
      if (list.length < MAX_CANDIDATES) list.push(candidate as T);
      found.set(title, list);
    }
  }
  return found;
}

/** What the matcher asks the catalogue about one release. */
export interface MatchingLookups {
  moviesTitled(folded: string): Promise<MovieCandidate[]>;
  seriesTitled(folded: string): Promise<SeriesCandidate[]>;
  episode(
    seriesId: number,
    season: number,
    episode: number,
  ): Promise<{ id: number; seasonId: number } | undefined>;
  episodeAired(seriesId: number, airDate: string): Promise<{ id: number; seasonId: number } | undefined>;
  season(seriesId: number, seasonNumber: number): Promise<number | undefined>;
}

type EpisodeRef = { id: number; seasonId: number };

/** How set-wise lookups file their answers, and how BatchedLookups finds them again. */
export function lookupKey(parts: readonly (string | number | null)[]): string {
  return parts.join(':');
}

/** `(a, b, …) in ((…), (…))` for keys of the given SQL types. */
function tupleIn(columns: AnyColumn[], types: string[], keys: readonly (readonly unknown[])[]): SQL {
  const tuple = (key: readonly unknown[]) =>
    sql`(${sql.join(
      key.map((value, i) => sql`${value}::${sql.raw(types[i]!)}`),
      sql`, `,
    )})`;
  return sql`(${sql.join(columns, sql`, `)}) in (${sql.join(keys.map(tuple), sql`, `)})`;
}

/** The first episode (in query order) of each key. */
function firstPerKey<R extends EpisodeRef>(rows: R[], keyOf: (row: R) => (string | number | null)[]) {
  const found = new Map<string, EpisodeRef>();
  for (const row of rows) {
    const key = lookupKey(keyOf(row));
    if (!found.has(key)) found.set(key, { id: row.id, seasonId: row.seasonId });
  }
  return found;
}

function textArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Lookups the matcher needs, each for many releases at once (see BatchedLookups); all answered from indexes. */
export class MatchingRepository {
  constructor(private readonly db: Database) {}

  /** Movies carrying any of these folded titles among their match titles; at most 20 in one statement, by title. */
  async moviesTitledAny(titles: string[]): Promise<Map<string, MovieCandidate[]>> {
    const rows = await this.db
      .select({
        id: movies.id,
        year: movies.year,
        popularity: movies.popularity,
        matchTitles: movies.matchTitles,
      })
      .from(movies)
      .where(sql`${movies.matchTitles} && ${textArray(titles)}`)
      .orderBy(asc(movies.id));
    return byTitle(titles, rows);
  }

  /** Series carrying any of these folded titles; at most 20 in one statement, by title. */
  async seriesTitledAny(titles: string[]): Promise<Map<string, SeriesCandidate[]>> {
    const rows = await this.db
      .select({
        id: series.id,
        firstAirYear: sql<number | null>`extract(year from ${series.firstAirDate})::int`,
        matchTitles: series.matchTitles,
      })
      .from(series)
      .where(sql`${series.matchTitles} && ${textArray(titles)}`)
      .orderBy(asc(series.id));
    return byTitle(titles, rows);
  }

  /** Episodes by series, season and number in one statement, by {@link lookupKey} of the three. */
  async episodesAny(keys: EpisodeKey[]): Promise<Map<string, EpisodeRef>> {
    const rows = await this.db
      .select({
        id: episodes.id,
        seasonId: episodes.seasonId,
        seriesId: episodes.seriesId,
        season: episodes.seasonNumber,
        episode: episodes.episodeNumber,
      })
      .from(episodes)
      .where(
        tupleIn(
          [episodes.seriesId, episodes.seasonNumber, episodes.episodeNumber],
          ['int', 'int', 'int'],
          keys,
        ),
      )
      .orderBy(asc(episodes.id));
    return firstPerKey(rows, (row) => [row.seriesId, row.season, row.episode]);
  }

  /** Episodes by series and air date in one statement, by {@link lookupKey} of the two. */
  async episodesAiredAny(keys: [number, string][]): Promise<Map<string, EpisodeRef>> {
    const rows = await this.db
      .select({
        id: episodes.id,
        seasonId: episodes.seasonId,
        seriesId: episodes.seriesId,
        airDate: episodes.airDate,
      })
      .from(episodes)
      .where(tupleIn([episodes.seriesId, episodes.airDate], ['int', 'date'], keys))
      .orderBy(asc(episodes.id));
    return firstPerKey(rows, (row) => [row.seriesId, row.airDate]);
  }

  /** Seasons by series and number in one statement, by {@link lookupKey} of the two. */
  async seasonsAny(keys: [number, number][]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: seasons.id, seriesId: seasons.seriesId, season: seasons.seasonNumber })
      .from(seasons)
      .where(tupleIn([seasons.seriesId, seasons.seasonNumber], ['int', 'int'], keys));
    return new Map(rows.map((row) => [lookupKey([row.seriesId, row.season]), row.id]));
  }

  /** Releases that still lack a movie, a series or an episode, in id order, after `afterId`. */
  incompleteReleases(afterId: number, limit: number) {
    return this.db
      .select({
        id: releases.id,
        name: releases.name,
        movieId: releases.movieId,
        seriesId: releases.seriesId,
        episodeId: releases.episodeId,
        parsedType: releases.parsedType,
      })
      .from(releases)
      .where(
        and(
          sql`${releases.id} > ${afterId}`,
          // Parenthesised as a whole: and() does not wrap raw SQL, and a bare OR would escape the id bound.
          sql`((${isNull(releases.movieId)} and ${isNull(releases.seriesId)}) or (${releases.seriesId} is not null and ${releases.episodeId} is null and ${releases.fullSeason} = false))`,
        ),
      )
      .orderBy(asc(releases.id))
      .limit(limit);
  }

  async link(releaseId: number, links: ReleaseLinks): Promise<void> {
    await this.db.update(releases).set(links).where(eq(releases.id, releaseId));
  }
}
