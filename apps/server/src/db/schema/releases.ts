import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { qualityClasses, qualityModifiers } from '@nzbkino/shared';
import { createdAt, tsvector, umlautsSpelledOut } from './columns';
import { movies } from './movies';
import { newznabCategorySql } from './newznab-category';
import { episodes, seasons, series } from './series';

export const releaseGroups = pgTable(
  'release_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('release_groups_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const releaseTypes = ['MOVIE', 'TV', 'MUSIC', 'UNKNOWN'] as const;
export type ReleaseType = (typeof releaseTypes)[number];

/**
 * One NZB release. The parsed_* columns come from the release-name parser; the
 * links to a movie, series or episode from the matcher (all null when unmatched).
 */
export const releases = pgTable(
  'releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: text('guid').notNull(),
    name: text('name').notNull(),
    parsedTitle: text('parsed_title').notNull().default(''),
    parsedType: text('parsed_type', { enum: releaseTypes }).notNull().default('UNKNOWN'),
    parsedYear: integer('parsed_year'),
    parsedSeason: integer('parsed_season'),
    parsedEpisode: integer('parsed_episode'),
    parsedEpisodes: integer('parsed_episodes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fullSeason: boolean('full_season').notNull().default(false),
    airDate: date('air_date'),
    /** The resolution the name states; null when it states none (the UI shows that). */
    parsedResolution: text('parsed_resolution'),
    /**
     * The quality class categories and clients use: the stated resolution, else
     * the one the source implies (2160p, 1080p, 720p, 480p; 576p is 480p), null when none.
     */
    qualityClass: text('quality_class', { enum: qualityClasses }),
    /** The parser's quality modifier: remux, disc (full Blu-ray/DVD image), rawhd, encode; null for web/TV. */
    qualityModifier: text('quality_modifier', { enum: qualityModifiers }),
    source: text('source'),
    remux: boolean('remux').notNull().default(false),
    videoCodec: text('video_codec'),
    hdr: text('hdr')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audioFormats: text('audio_formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audioChannels: text('audio_channels'),
    audioLanguages: text('audio_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dualLanguage: boolean('dual_language').notNull().default(false),
    multiLanguage: boolean('multi_language').notNull().default(false),
    subtitles: text('subtitles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    edition: text('edition'),
    proper: boolean('proper').notNull().default(false),
    repack: boolean('repack').notNull().default(false),
    parsedGroup: text('parsed_group'),
    groupId: integer('group_id').references(() => releaseGroups.id, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    fileCount: integer('file_count').notNull(),
    segmentCount: integer('segment_count').notNull().default(0),
    usenetGroups: text('usenet_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    poster: text('poster'),
    password: text('password'),
    /** Share of the posted articles the indexer found (percent); null for an NZB made elsewhere. */
    completion: integer('completion'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the release last changed (stamped by trigger on every update, migration 0018); every server's Newznab copy re-reads such releases. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Content hash of the NZB in the blob store; unique, so a duplicate NZB is never stored twice. */
    nzbHash: text('nzb_hash').notNull(),
    nfoHash: text('nfo_hash'),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // Umlauts spelt out as scene names spell them: "müde" finds "Muede" and back.
      sql.raw(
        `to_tsvector('simple', regexp_replace(${umlautsSpelledOut('name')}, '[._()\\[\\]-]+', ' ', 'g'))`,
      ),
    ),
    /** Newznab category (2040 Movies/HD, 5030 TV/SD, …) from the parser's fields; the rules are in packages/shared. */
    newznabCategory: integer('newznab_category').generatedAlwaysAs(newznabCategorySql()),
  },
  (t) => [
    uniqueIndex('releases_guid_idx').on(t.guid),
    uniqueIndex('releases_nzb_hash_idx').on(t.nzbHash),
    // With the search vector: a word search walks the newest releases in this index alone (index-only), never the table.
    index('releases_created_idx').on(t.createdAt, t.id, t.searchVector),
    index('releases_type_created_idx').on(t.parsedType, t.createdAt, t.id),
    index('releases_resolution_created_idx').on(t.parsedResolution, t.createdAt, t.id),
    index('releases_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('releases_name_idx').on(t.name, t.id),
    index('releases_size_idx').on(t.size, t.id),
    index('releases_movie_idx').on(t.movieId),
    index('releases_series_idx').on(t.seriesId, t.parsedSeason, t.parsedEpisode),
    index('releases_episode_idx').on(t.episodeId),
    index('releases_season_episode_idx').on(t.parsedSeason, t.parsedEpisode),
    // Unmatched releases are re-matched when metadata arrives: keep them cheap to find.
    index('releases_unmatched_idx')
      .on(t.parsedType, t.id)
      .where(sql`movie_id is null and series_id is null`),
    index('releases_updated_idx')
      .on(t.updatedAt)
      .where(sql`updated_at is not null`),
    index('releases_newznab_category_idx').on(t.newznabCategory, t.createdAt, t.id),
    // No pending list (fastupdate off): with it, a bulk change parked thousands of entries in a
    // list every word search then read whole, until a vacuum merged it (migration 0022).
    index('releases_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('releases_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
export type ReleaseRow = typeof releases.$inferSelect;
export type NewReleaseRow = typeof releases.$inferInsert;
