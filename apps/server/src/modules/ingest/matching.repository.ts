import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/** Lookups the matcher needs; all answered from indexes. */
export class MatchingRepository {
  constructor(private readonly db: Database) {}

  moviesTitled(folded: string): Promise<MovieCandidate[]> {
    return this.db
      .select({ id: movies.id, year: movies.year, popularity: movies.popularity })
      .from(movies)
      .where(sql`${movies.matchTitles} @> array[${folded}]::text[]`)
      .limit(20);
  }

  seriesTitled(folded: string): Promise<SeriesCandidate[]> {
    return this.db
      .select({
        id: series.id,
        firstAirYear: sql<number | null>`extract(year from ${series.firstAirDate})::int`,
      })
      .from(series)
      .where(sql`${series.matchTitles} @> array[${folded}]::text[]`)
      .limit(20);
  }

  async episode(
    seriesId: number,
    season: number,
    episode: number,
  ): Promise<{ id: number; seasonId: number } | undefined> {
    const [row] = await this.db
      .select({ id: episodes.id, seasonId: episodes.seasonId })
      .from(episodes)
      .where(
        and(
          eq(episodes.seriesId, seriesId),
          eq(episodes.seasonNumber, season),
          eq(episodes.episodeNumber, episode),
        ),
      )
      .limit(1);
    return row;
  }

  async episodeAired(
    seriesId: number,
    airDate: string,
  ): Promise<{ id: number; seasonId: number } | undefined> {
    const [row] = await this.db
      .select({ id: episodes.id, seasonId: episodes.seasonId })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), eq(episodes.airDate, airDate)))
      .limit(1);
    return row;
  }

  async season(seriesId: number, seasonNumber: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.seriesId, seriesId), eq(seasons.seasonNumber, seasonNumber)))
      .limit(1);
    return row?.id;
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
