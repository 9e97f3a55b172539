import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The usenet header indexer (issue 43): news servers and groups an operator
 * configures, and the transient state between a header read with OVER and a
 * release: collections (one posted release) of files (one posted file) of
 * parts (one article). Collections, files and parts are deleted when their
 * release is made or when they expire, so they hold only what is still open.
 */

/** A news server the indexer reads (several, by priority: a fill server answers what the first lacks). */
export const indexerServers = pgTable('indexer_servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  tls: boolean('tls').notNull().default(false),
  /** Accept a certificate no authority vouches for (a self-signed test server). */
  tlsInsecure: boolean('tls_insecure').notNull().default(false),
  username: text('username'),
  /** Stored to log in; never sent back by the API. */
  password: text('password'),
  connections: integer('connections').notNull().default(4),
  /** Lower first; a higher one is asked for articles the lower ones lack. */
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A newsgroup the indexer reads, with its watermarks and counters. */
export const indexerGroups = pgTable(
  'indexer_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Backfill reads back to this many days before now (0: no backfill). */
    backfillDays: integer('backfill_days').notNull().default(0),
    /** A new group's first update starts this many days back (found by date on the server). */
    startDays: integer('start_days').notNull().default(1),
    /** The highest article read by updates; advanced in the transaction that stores its headers. */
    lastArticle: bigint('last_article', { mode: 'number' }),
    /** The lowest article read (by the first update or by backfill). */
    firstArticle: bigint('first_article', { mode: 'number' }),
    headersRead: bigint('headers_read', { mode: 'number' }).notNull().default(0),
    /** Headers that were no binary post (text articles, unreadable subjects). */
    headersSkipped: bigint('headers_skipped', { mode: 'number' }).notNull().default(0),
    releasesMade: integer('releases_made').notNull().default(0),
    /** Articles given up after part repair tried them the configured number of times. */
    articlesGivenUp: bigint('articles_given_up', { mode: 'number' }).notNull().default(0),
    errors: integer('errors').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastUpdateAt: timestamp('last_update_at', { withTimezone: true }),
    /** The server's newest article at the last look: the backlog is this minus lastArticle. */
    serverHigh: bigint('server_high', { mode: 'number' }),
    /** Who works on this group now (PostgreSQL: several processes share the groups), and until when. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('indexer_groups_name_idx').on(t.name)],
);

/** One posted release being assembled: files of one base name, poster and file count. */
export const indexerCollections = pgTable(
  'indexer_collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** collectionKey() of the subject grammar: name, poster and file count, normalised. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    poster: text('poster').notNull(),
    /** Files the subjects announce ([01/63]); null when they say none. */
    fileTotal: integer('file_total'),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    obfuscated: boolean('obfuscated').notNull().default(false),
    firstPostedAt: timestamp('first_posted_at', { withTimezone: true }).notNull(),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull(),
    /** When a header of it was last read: a release is made this long after, complete or not. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('indexer_collections_key_idx').on(t.key),
    index('indexer_collections_seen_idx').on(t.lastSeenAt),
  ],
);

/** One posted file of a collection. */
export const indexerFiles = pgTable(
  'indexer_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on files and parts: their check per row made the insert of a chunk's
    // parts 2.5× slower (bench/README.md); CollectionsRepository deletes the three together.
    collectionId: bigint('collection_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    fileIndex: integer('file_index'),
    /** The subject of its first part, as the NZB lists it. */
    subject: text('subject').notNull(),
    partTotal: integer('part_total').notNull(),
    /** Distinct parts stored (a cross-posted or re-read article counts once). */
    partsSeen: integer('parts_seen').notNull().default(0),
    /** Bytes of the parts stored. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('indexer_files_collection_name_idx').on(t.collectionId, t.fileName)],
);

/** One article (part) of a file. */
export const indexerParts = pgTable(
  'indexer_parts',
  {
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    part: integer('part').notNull(),
    messageId: text('message_id').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] })],
);

/** Article numbers an OVER range lacked: part repair asks for them again, then gives up. */
export const indexerMissingArticles = pgTable(
  'indexer_missing_articles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => indexerGroups.id, { onDelete: 'cascade' }),
    article: bigint('article', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.article] })],
);

/** The indexer's recent errors, for the admin's Indexer tab (kept bounded). */
export const indexerErrors = pgTable(
  'indexer_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    groupName: text('group_name'),
    server: text('server'),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('indexer_errors_at_idx').on(t.at)],
);
