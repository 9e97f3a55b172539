import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SeriesSort } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { episodes, seasons, series, type EpisodeRow, type SeriesRow } from '../../db/schema';
import { WorksRepository, type WorkCriteria } from '../works/works.repository';
import { seriesTables } from '../works/work-tables';

const seriesCardColumns = {
  id: series.id,
  slug: series.slug,
  title: series.title,
  rating: series.rating,
  voteCount: series.voteCount,
  posterPath: series.posterPath,
  backdropPath: series.backdropPath,
  firstAirDate: series.firstAirDate,
  numberOfSeasons: series.numberOfSeasons,
  status: series.status,
  plot: series.plot,
  createdAt: series.createdAt,
};
export type SeriesCardRow = {
  id: number;
  slug: string;
  title: string;
  rating: number | null;
  voteCount: number;
  posterPath: string | null;
  backdropPath: string | null;
  firstAirDate: string | null;
  numberOfSeasons: number;
  status: string | null;
  plot: string | null;
  createdAt: Date;
};

const ORDER: Record<SeriesSort, SQL[]> = {
  // German order: case and umlauts folded (sort_title), byte-wise so both databases agree.
  title_asc: [sql`${series.sortTitle} collate "C" asc`, asc(series.id)],
  title_desc: [sql`${series.sortTitle} collate "C" desc`, desc(series.id)],
  firstAirDate_desc: [sql`${series.firstAirDate} desc nulls last`, desc(series.id)],
  firstAirDate_asc: [sql`${series.firstAirDate} asc nulls last`, asc(series.id)],
  rating_desc: [sql`${series.rating} desc nulls last`, desc(series.voteCount), desc(series.id)],
  createdAt_desc: [desc(series.createdAt), desc(series.id)],
};

export class SeriesRepository extends WorksRepository {
  constructor(db: Database) {
    super(db, seriesTables);
  }

  list(criteria: WorkCriteria, sort: SeriesSort, limit: number, offset: number): Promise<SeriesCardRow[]> {
    return this.db
      .select(seriesCardColumns)
      .from(series)
      .where(this.whereOf(criteria))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset);
  }

  find(slugOrId: string): Promise<SeriesRow | undefined> {
    return this.findWork(slugOrId, (where) => this.db.select().from(series).where(where).limit(1));
  }

  seasons(seriesId: number) {
    return this.db
      .select({
        id: seasons.id,
        seasonNumber: seasons.seasonNumber,
        name: seasons.name,
        episodeCount: seasons.episodeCount,
        airDate: seasons.airDate,
        plot: seasons.plot,
        posterPath: seasons.posterPath,
      })
      .from(seasons)
      .where(eq(seasons.seriesId, seriesId))
      .orderBy(asc(seasons.seasonNumber));
  }

  async seasonExists(seasonId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
    return row !== undefined;
  }

  episodesOf(seasonId: number): Promise<EpisodeRow[]> {
    return this.db
      .select()
      .from(episodes)
      .where(eq(episodes.seasonId, seasonId))
      .orderBy(asc(episodes.episodeNumber));
  }

  async episode(
    episodeId: number,
  ): Promise<{ episode: EpisodeRow; series: { id: number; slug: string; title: string } } | undefined> {
    const [row] = await this.db
      .select({ episode: episodes, series: { id: series.id, slug: series.slug, title: series.title } })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .where(eq(episodes.id, episodeId));
    return row;
  }

  /** Series in one of the statuses with an episode airing between two dates, most popular first. */
  airingBetween(statuses: string[], from: string, to: string, limit: number): Promise<SeriesCardRow[]> {
    return this.db
      .select(seriesCardColumns)
      .from(series)
      .where(
        and(
          inArray(series.status, statuses),
          sql`exists (select 1 from ${episodes} where ${episodes.seriesId} = ${series.id} and ${episodes.airDate} between ${from} and ${to})`,
        ),
      )
      .orderBy(desc(series.popularity), asc(series.id))
      .limit(limit);
  }

  popularWithBackdrop(limit: number): Promise<SeriesCardRow[]> {
    return this.db
      .select(seriesCardColumns)
      .from(series)
      .where(isNotNull(series.backdropPath))
      .orderBy(desc(series.popularity), sql`${series.rating} desc nulls last`, asc(series.id))
      .limit(limit);
  }
}
