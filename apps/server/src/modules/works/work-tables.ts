import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  movieCast,
  movieCompanies,
  movieGenres,
  movies,
  series,
  seriesCast,
  seriesCompanies,
  seriesGenres,
  trailers,
} from '../../db/schema';

/**
 * A work is a movie or a series. Both have the same kinds of tables around
 * them (genres, cast, companies, trailers), under other names; this says
 * which, so {@link WorksRepository} writes each query once for both.
 */
export interface WorkTables {
  work: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  title: AnyPgColumn;
  searchVector: AnyPgColumn;
  genres: { table: PgTable; workId: AnyPgColumn; genreId: AnyPgColumn };
  cast: {
    table: PgTable;
    workId: AnyPgColumn;
    personId: AnyPgColumn;
    character: AnyPgColumn;
    position: AnyPgColumn;
  };
  /** Studios of a movie, networks of a series. */
  companies: { table: PgTable; workId: AnyPgColumn; companyId: AnyPgColumn };
  /** The trailers column that points at this kind of work. */
  trailerWorkId: AnyPgColumn;
}

type Columns<K extends string> = PgTable & Record<K, AnyPgColumn>;

/** The tables of a kind of work, whose link tables name the work by `key`. */
function tablesOf<K extends 'movieId' | 'seriesId'>(
  work: Columns<'id' | 'slug' | 'title' | 'searchVector'>,
  key: K,
  genres: Columns<K | 'genreId'>,
  cast: Columns<K | 'personId' | 'character' | 'position'>,
  companies: Columns<K | 'companyId'>,
): WorkTables {
  return {
    work,
    id: work.id,
    slug: work.slug,
    title: work.title,
    searchVector: work.searchVector,
    genres: { table: genres, workId: genres[key], genreId: genres.genreId },
    cast: {
      table: cast,
      workId: cast[key],
      personId: cast.personId,
      character: cast.character,
      position: cast.position,
    },
    companies: { table: companies, workId: companies[key], companyId: companies.companyId },
    trailerWorkId: trailers[key],
  };
}

export const movieTables = tablesOf(movies, 'movieId', movieGenres, movieCast, movieCompanies);
export const seriesTables = tablesOf(series, 'seriesId', seriesGenres, seriesCast, seriesCompanies);
