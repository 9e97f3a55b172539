import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Genres with their German name and the English one (legacy filters match both). */
export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tmdbId: integer('tmdb_id'),
    name: text('name').notNull(),
    englishName: text('english_name'),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('genres_slug_idx').on(t.slug), uniqueIndex('genres_tmdb_id_idx').on(t.tmdbId)],
);
export type GenreRow = typeof genres.$inferSelect;
