import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, germanSortKey, tsvector, umlautsSpelledOut, updatedAt } from './columns';
import { genres } from './genres';
import { companies, people } from './people';

export interface ProductionCountry {
  iso: string;
  name: string;
}

export const movies = pgTable(
  'movies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    originalTitle: text('original_title'),
    /** Titles folded for matching release names (title, original title, alternatives); see match-title.ts. */
    matchTitles: text('match_titles').array().notNull(),
    year: integer('year'),
    releaseDate: date('release_date'),
    runtime: integer('runtime'),
    plot: text('plot'),
    tagline: text('tagline'),
    rating: real('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: real('popularity').notNull().default(0),
    imdbId: text('imdb_id'),
    tmdbId: integer('tmdb_id'),
    collectionId: integer('collection_id'),
    status: text('status'),
    originalLanguage: text('original_language'),
    posterPath: text('poster_path'),
    backdropPath: text('backdrop_path'),
    productionCountries: jsonb('production_countries').$type<ProductionCountry[]>().notNull().default([]),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // Titles with umlauts spelt out, so "müde" and "muede" find each other (see umlautsSpelledOut).
      sql.raw(
        `setweight(to_tsvector('simple', ${umlautsSpelledOut("coalesce(title, '') || ' ' || coalesce(original_title, '')")}), 'A') || setweight(to_tsvector('german', coalesce(plot, '')), 'B')`,
      ),
    ),
    /** The title's German sort key (case and umlauts folded), filled by the database. */
    sortTitle: text('sort_title')
      .notNull()
      .generatedAlwaysAs(sql.raw(germanSortKey('title'))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('movies_slug_idx').on(t.slug),
    uniqueIndex('movies_tmdb_id_idx').on(t.tmdbId),
    index('movies_imdb_id_idx').on(t.imdbId),
    index('movies_match_idx').using('gin', t.matchTitles),
    index('movies_title_idx').on(t.title, t.id),
    index('movies_sort_title_idx').on(sql`${t.sortTitle} collate "C"`, t.id),
    index('movies_year_idx').on(t.year, t.id),
    index('movies_rating_idx').on(t.rating, t.id),
    index('movies_created_at_idx').on(t.createdAt, t.id),
    index('movies_release_date_idx').on(t.releaseDate),
    /** The Newznab pages' catalogue entries (catalogue-entries.ts) look for changes by it; a trigger stamps it. */
    index('movies_updated_at_idx').on(t.updatedAt),
    index('movies_search_idx').using('gin', t.searchVector),
    index('movies_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
export type MovieRow = typeof movies.$inferSelect;

export const movieGenres = pgTable(
  'movie_genres',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.genreId] }), index('movie_genres_genre_idx').on(t.genreId)],
);

export const movieCast = pgTable(
  'movie_cast',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    character: text('character'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.position] })],
);

export const movieCompanies = pgTable(
  'movie_companies',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.companyId] })],
);
