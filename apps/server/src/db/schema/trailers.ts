import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { movies } from './movies';
import { series } from './series';

/** Videos of a movie or a series (site YouTube, type Trailer …), shown in the trailer modal. */
export const trailers = pgTable(
  'trailers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    official: boolean('official').notNull().default(false),
    language: text('language'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('trailers_movie_idx').on(t.movieId),
    index('trailers_series_idx').on(t.seriesId),
    check('trailers_owner_check', sql`(movie_id is null) <> (series_id is null)`),
  ],
);
