import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Cast members, shared between movies and series. */
export const people = pgTable(
  'people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tmdbId: integer('tmdb_id'),
    name: text('name').notNull(),
    profilePath: text('profile_path'),
  },
  (t) => [uniqueIndex('people_tmdb_id_idx').on(t.tmdbId)],
);

/** TV networks and film studios ("Sender" on the series page). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tmdbId: integer('tmdb_id'),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['network', 'studio'] }).notNull(),
    logoPath: text('logo_path'),
    originCountry: text('origin_country'),
  },
  (t) => [uniqueIndex('companies_kind_tmdb_id_idx').on(t.kind, t.tmdbId)],
);
