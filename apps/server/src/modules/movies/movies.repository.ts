import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MovieSort } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import {
  companies,
  genres,
  movieCast,
  movieCompanies,
  movieGenres,
  movies,
  people,
  trailers,
  type MovieRow,
} from '../../db/schema';

export interface MovieCriteria {
  /** A `to_tsquery('simple', …)` text matched against title and plot. */
  textQuery?: string;
  /** An ILIKE pattern (escape character `!`) matched against the title. */
  titlePattern?: string;
  /** Movies having any of these genres. */
  genreIds?: number[];
}

export const movieCardColumns = {
  id: movies.id,
  slug: movies.slug,
  title: movies.title,
  year: movies.year,
  rating: movies.rating,
  ratingCount: movies.ratingCount,
  posterPath: movies.posterPath,
  backdropPath: movies.backdropPath,
  releaseDate: movies.releaseDate,
  plot: movies.plot,
  createdAt: movies.createdAt,
};
export type MovieCardRow = {
  id: number;
  slug: string;
  title: string;
  year: number | null;
  rating: number | null;
  ratingCount: number;
  posterPath: string | null;
  backdropPath: string | null;
  releaseDate: string | null;
  plot: string | null;
  createdAt: Date;
};

const ORDER: Record<MovieSort, SQL[]> = {
  title_asc: [asc(movies.title), asc(movies.id)],
  title_desc: [desc(movies.title), desc(movies.id)],
  year_desc: [sql`${movies.year} desc nulls last`, desc(movies.id)],
  year_asc: [sql`${movies.year} asc nulls last`, asc(movies.id)],
  rating_desc: [sql`${movies.rating} desc nulls last`, desc(movies.ratingCount), desc(movies.id)],
  createdAt_desc: [desc(movies.createdAt), desc(movies.id)],
};

function whereOf(c: MovieCriteria): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const text: SQL[] = [];
  if (c.textQuery !== undefined)
    text.push(sql`${movies.searchVector} @@ to_tsquery('simple', ${c.textQuery})`);
  if (c.titlePattern !== undefined) text.push(sql`${movies.title} ilike ${c.titlePattern} escape '!'`);
  if (text.length) parts.push(or(...text));
  if (c.genreIds)
    parts.push(
      sql`exists (select 1 from ${movieGenres} where ${movieGenres.movieId} = ${movies.id} and ${inArray(movieGenres.genreId, c.genreIds)})`,
    );
  return parts.length ? and(...parts) : undefined;
}

export class MoviesRepository {
  constructor(private readonly db: Database) {}

  list(criteria: MovieCriteria, sort: MovieSort, limit: number, offset: number): Promise<MovieCardRow[]> {
    return this.db
      .select(movieCardColumns)
      .from(movies)
      .where(whereOf(criteria))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset);
  }

  async count(criteria: MovieCriteria): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(movies).where(whereOf(criteria));
    return row?.n ?? 0;
  }

  /** The genres of several movies in one query. */
  genresOf(movieIds: number[]) {
    if (movieIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        workId: movieGenres.movieId,
        id: genres.id,
        name: genres.name,
        englishName: genres.englishName,
        slug: genres.slug,
      })
      .from(movieGenres)
      .innerJoin(genres, eq(genres.id, movieGenres.genreId))
      .where(inArray(movieGenres.movieId, movieIds))
      .orderBy(asc(genres.name));
  }

  /** By slug first (a slug may be all digits, like "1917"), else by numeric id. */
  async find(slugOrId: string): Promise<MovieRow | undefined> {
    const [bySlug] = await this.db.select().from(movies).where(eq(movies.slug, slugOrId)).limit(1);
    if (bySlug || !/^\d{1,9}$/.test(slugOrId)) return bySlug;
    const [byId] = await this.db
      .select()
      .from(movies)
      .where(eq(movies.id, Number(slugOrId)))
      .limit(1);
    return byId;
  }

  cast(movieId: number, limit: number) {
    return this.db
      .select({
        id: people.id,
        name: people.name,
        character: movieCast.character,
        profile_path: people.profilePath,
      })
      .from(movieCast)
      .innerJoin(people, eq(people.id, movieCast.personId))
      .where(eq(movieCast.movieId, movieId))
      .orderBy(asc(movieCast.position))
      .limit(limit);
  }

  studios(movieId: number) {
    return this.db
      .select({ id: companies.id, name: companies.name })
      .from(movieCompanies)
      .innerJoin(companies, eq(companies.id, movieCompanies.companyId))
      .where(eq(movieCompanies.movieId, movieId))
      .orderBy(asc(companies.name));
  }

  trailers(movieId: number) {
    return this.db
      .select({
        site: trailers.site,
        type: trailers.type,
        key: trailers.key,
        name: trailers.name,
        official: trailers.official,
      })
      .from(trailers)
      .where(eq(trailers.movieId, movieId))
      .orderBy(asc(trailers.position), asc(trailers.id));
  }

  /** Movies sharing most genres with the given ones, then by rating and popularity. */
  sharingGenres(movieId: number, genreIds: number[], limit: number): Promise<MovieCardRow[]> {
    return this.db
      .select(movieCardColumns)
      .from(movieGenres)
      .innerJoin(movies, eq(movies.id, movieGenres.movieId))
      .where(and(inArray(movieGenres.genreId, genreIds), ne(movieGenres.movieId, movieId)))
      .groupBy(movies.id)
      .orderBy(desc(count()), sql`${movies.rating} desc nulls last`, desc(movies.popularity), asc(movies.id))
      .limit(limit);
  }

  popular(
    limit: number,
    options: { exceptId?: number; withBackdrop?: boolean } = {},
  ): Promise<MovieCardRow[]> {
    return this.db
      .select(movieCardColumns)
      .from(movies)
      .where(
        and(
          options.exceptId !== undefined ? ne(movies.id, options.exceptId) : undefined,
          options.withBackdrop ? isNotNull(movies.backdropPath) : undefined,
        ),
      )
      .orderBy(desc(movies.popularity), sql`${movies.rating} desc nulls last`, asc(movies.id))
      .limit(limit);
  }

  /** Movies released on or after a date, soonest first. */
  releasedFrom(date: string, limit: number): Promise<MovieCardRow[]> {
    return this.db
      .select(movieCardColumns)
      .from(movies)
      .where(gte(movies.releaseDate, date))
      .orderBy(asc(movies.releaseDate), asc(movies.id))
      .limit(limit);
  }
}
