import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { ProductionCountry } from './movies';
import { companies, people } from './people';

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    originalTitle: text('original_title'),
    /** Titles folded for matching release names (see movies.match_titles). */
    matchTitles: text('match_titles').array().notNull(),
    firstAirDate: date('first_air_date'),
    lastAirDate: date('last_air_date'),
    /** TMDb wording: Returning Series, Ended, Canceled, In Production, Planned. */
    status: text('status'),
    inProduction: boolean('in_production').notNull().default(false),
    plot: text('plot'),
    rating: real('rating'),
    voteCount: integer('vote_count').notNull().default(0),
    popularity: real('popularity').notNull().default(0),
    numberOfSeasons: integer('number_of_seasons').notNull().default(0),
    numberOfEpisodes: integer('number_of_episodes').notNull().default(0),
    tmdbId: integer('tmdb_id'),
    imdbId: text('imdb_id'),
    tvdbId: integer('tvdb_id'),
    /** TVmaze and TVRage ids for Newznab clients (tvmazeid=, rid=); TMDb knows TVRage, TVmaze only an admin or a catalogue file. */
    tvmazeId: integer('tvmaze_id'),
    tvrageId: integer('tvrage_id'),
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
    uniqueIndex('series_slug_idx').on(t.slug),
    uniqueIndex('series_tmdb_id_idx').on(t.tmdbId),
    index('series_tvdb_id_idx').on(t.tvdbId),
    index('series_imdb_id_idx').on(t.imdbId),
    index('series_tvmaze_id_idx').on(t.tvmazeId),
    index('series_tvrage_id_idx').on(t.tvrageId),
    index('series_match_idx').using('gin', t.matchTitles),
    index('series_title_idx').on(t.title, t.id),
    index('series_sort_title_idx').on(sql`${t.sortTitle} collate "C"`, t.id),
    index('series_first_air_idx').on(t.firstAirDate, t.id),
    index('series_rating_idx').on(t.rating, t.id),
    index('series_created_at_idx').on(t.createdAt, t.id),
    /** The Newznab pages' catalogue entries (catalogue-entries.ts) look for changes by it; a trigger stamps it. */
    index('series_updated_at_idx').on(t.updatedAt),
    index('series_search_idx').using('gin', t.searchVector),
    index('series_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
export type SeriesRow = typeof series.$inferSelect;

export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    seasonNumber: integer('season_number').notNull(),
    name: text('name'),
    plot: text('plot'),
    airDate: date('air_date'),
    posterPath: text('poster_path'),
    episodeCount: integer('episode_count').notNull().default(0),
    tmdbId: integer('tmdb_id'),
  },
  (t) => [uniqueIndex('seasons_series_number_idx').on(t.seriesId, t.seasonNumber)],
);
export type SeasonRow = typeof seasons.$inferSelect;

export const episodes = pgTable(
  'episodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    // Denormalised so a release (series, season, episode) matches with one index lookup.
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    seasonNumber: integer('season_number').notNull(),
    episodeNumber: integer('episode_number').notNull(),
    title: text('title'),
    plot: text('plot'),
    airDate: date('air_date'),
    runtime: integer('runtime'),
    stillPath: text('still_path'),
    rating: real('rating'),
    voteCount: integer('vote_count').notNull().default(0),
    tmdbId: integer('tmdb_id'),
  },
  (t) => [
    uniqueIndex('episodes_season_number_idx').on(t.seasonId, t.episodeNumber),
    index('episodes_series_se_idx').on(t.seriesId, t.seasonNumber, t.episodeNumber),
    index('episodes_series_air_idx').on(t.seriesId, t.airDate),
  ],
);
export type EpisodeRow = typeof episodes.$inferSelect;

export const seriesGenres = pgTable(
  'series_genres',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.genreId] }), index('series_genres_genre_idx').on(t.genreId)],
);

export const seriesCast = pgTable(
  'series_cast',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    character: text('character'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.position] })],
);

export const seriesCompanies = pgTable(
  'series_companies',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.companyId] })],
);
