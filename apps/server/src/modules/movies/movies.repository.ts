import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { MovieSort } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { movieGenres, movies, type MovieRow } from '../../db/schema';
import { WorksRepository, type WorkCriteria } from '../works/works.repository';
import { movieTables } from '../works/work-tables';

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
  // German order: case and umlauts folded (sort_title), byte-wise so both databases agree.
  title_asc: [sql`${movies.sortTitle} collate "C" asc`, asc(movies.id)],
  title_desc: [sql`${movies.sortTitle} collate "C" desc`, desc(movies.id)],
  year_desc: [sql`${movies.year} desc nulls last`, desc(movies.id)],
  year_asc: [sql`${movies.year} asc nulls last`, asc(movies.id)],
  rating_desc: [sql`${movies.rating} desc nulls last`, desc(movies.ratingCount), desc(movies.id)],
  createdAt_desc: [desc(movies.createdAt), desc(movies.id)],
};

export class MoviesRepository extends WorksRepository {
  constructor(db: Database) {
    super(db, movieTables);
  }

  list(criteria: WorkCriteria, sort: MovieSort, limit: number, offset: number): Promise<MovieCardRow[]> {
    return this.db
      .select(movieCardColumns)
      .from(movies)
      .where(this.whereOf(criteria))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset);
  }

  find(slugOrId: string): Promise<MovieRow | undefined> {
    return this.findWork(slugOrId, (where) => this.db.select().from(movies).where(where).limit(1));
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
