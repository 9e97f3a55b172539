import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { movies } from './movies';
import { series } from './series';
import { users } from './users';

/** A movie or a series a member follows; `notify` says whether new releases for it notify them. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'cascade' }),
    notify: boolean('notify').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('watchlist_items_one_title', sql`(${t.movieId} is null) <> (${t.seriesId} is null)`),
    uniqueIndex('watchlist_items_user_movie_idx').on(t.userId, t.movieId),
    uniqueIndex('watchlist_items_user_series_idx').on(t.userId, t.seriesId),
    index('watchlist_items_user_created_idx').on(t.userId, t.createdAt),
    // The notification producer starts from the titles of an import batch.
    index('watchlist_items_movie_idx')
      .on(t.movieId)
      .where(sql`${t.notify} and ${t.movieId} is not null`),
    index('watchlist_items_series_idx')
      .on(t.seriesId)
      .where(sql`${t.notify} and ${t.seriesId} is not null`),
  ],
);
export type WatchlistItemRow = typeof watchlistItems.$inferSelect;
