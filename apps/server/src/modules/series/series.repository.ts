import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SeriesSort } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import {
  companies,
  episodes,
  genres,
  people,
  seasons,
  series,
  seriesCast,
  seriesCompanies,
  seriesGenres,
  trailers,
  type EpisodeRow,
  type SeriesRow,
} from '../../db/schema';

export interface SeriesCriteria {
  /** A `to_tsquery('simple', …)` text matched against title and plot. */
  textQuery?: string;
  /** An ILIKE pattern (escape character `!`) matched against the title. */
  titlePattern?: string;
  /** Series having any of these genres. */
  genreIds?: number[];
}

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
  title_asc: [asc(series.title), asc(series.id)],
  title_desc: [desc(series.title), desc(series.id)],
  firstAirDate_desc: [sql`${series.firstAirDate} desc nulls last`, desc(series.id)],
  firstAirDate_asc: [sql`${series.firstAirDate} asc nulls last`, asc(series.id)],
  rating_desc: [sql`${series.rating} desc nulls last`, desc(series.voteCount), desc(series.id)],
  createdAt_desc: [desc(series.createdAt), desc(series.id)],
};

function whereOf(c: SeriesCriteria): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const text: SQL[] = [];
  if (c.textQuery !== undefined)
    text.push(sql`${series.searchVector} @@ to_tsquery('simple', ${c.textQuery})`);
  if (c.titlePattern !== undefined) text.push(sql`${series.title} ilike ${c.titlePattern} escape '!'`);
  if (text.length) parts.push(or(...text));
  if (c.genreIds)
    parts.push(
      sql`exists (select 1 from ${seriesGenres} where ${seriesGenres.seriesId} = ${series.id} and ${inArray(seriesGenres.genreId, c.genreIds)})`,
    );
  return parts.length ? and(...parts) : undefined;
}

export class SeriesRepository {
  constructor(private readonly db: Database) {}

  list(criteria: SeriesCriteria, sort: SeriesSort, limit: number, offset: number): Promise<SeriesCardRow[]> {
    return this.db
      .select(seriesCardColumns)
      .from(series)
      .where(whereOf(criteria))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset);
  }

  async count(criteria: SeriesCriteria): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(series).where(whereOf(criteria));
    return row?.n ?? 0;
  }

  genresOf(seriesIds: number[]) {
    if (seriesIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        workId: seriesGenres.seriesId,
        id: genres.id,
        name: genres.name,
        englishName: genres.englishName,
        slug: genres.slug,
      })
      .from(seriesGenres)
      .innerJoin(genres, eq(genres.id, seriesGenres.genreId))
      .where(inArray(seriesGenres.seriesId, seriesIds))
      .orderBy(asc(genres.name));
  }

  /** By slug first (a slug may be all digits), else by numeric id. */
  async find(slugOrId: string): Promise<SeriesRow | undefined> {
    const [bySlug] = await this.db.select().from(series).where(eq(series.slug, slugOrId)).limit(1);
    if (bySlug || !/^\d{1,9}$/.test(slugOrId)) return bySlug;
    const [byId] = await this.db
      .select()
      .from(series)
      .where(eq(series.id, Number(slugOrId)))
      .limit(1);
    return byId;
  }

  cast(seriesId: number, limit: number) {
    return this.db
      .select({
        id: people.id,
        name: people.name,
        character: seriesCast.character,
        profile_path: people.profilePath,
      })
      .from(seriesCast)
      .innerJoin(people, eq(people.id, seriesCast.personId))
      .where(eq(seriesCast.seriesId, seriesId))
      .orderBy(asc(seriesCast.position))
      .limit(limit);
  }

  networks(seriesId: number) {
    return this.db
      .select({ id: companies.id, name: companies.name })
      .from(seriesCompanies)
      .innerJoin(companies, eq(companies.id, seriesCompanies.companyId))
      .where(eq(seriesCompanies.seriesId, seriesId))
      .orderBy(asc(companies.name));
  }

  trailers(seriesId: number) {
    return this.db
      .select({
        site: trailers.site,
        type: trailers.type,
        key: trailers.key,
        name: trailers.name,
        official: trailers.official,
      })
      .from(trailers)
      .where(eq(trailers.seriesId, seriesId))
      .orderBy(asc(trailers.position), asc(trailers.id));
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
