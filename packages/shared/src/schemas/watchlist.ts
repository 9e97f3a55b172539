import { z } from 'zod';
import { idPathParam } from './pagination';

export const watchlistKinds = ['movie', 'series'] as const;
export type WatchlistKind = (typeof watchlistKinds)[number];

/** One followed title as the watchlist page shows it. */
export const watchlistItemSchema = z
  .object({
    /** The watchlist entry's id (DELETE /watchlist/{id}, PUT /watchlist/notifications/{id}). */
    id: z.number().int(),
    kind: z.enum(watchlistKinds),
    /** The movie's or series' id. */
    titleId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    year: z.number().int().nullable(),
    posterPath: z.string().nullable(),
    /** Whether new releases for the title notify the member. */
    notify: z.boolean(),
    createdAt: z.string(),
    releaseCount: z.number().int(),
    /** The newest release of the title, null when it has none yet. */
    latestRelease: z.object({ id: z.number().int(), name: z.string(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'WatchlistItem' });
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistSchema = z
  .object({ items: z.array(watchlistItemSchema), limit: z.number().int() })
  .meta({ id: 'Watchlist' });
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistStatsSchema = z
  .object({
    total: z.number().int(),
    movies: z.number().int(),
    series: z.number().int(),
    /** Entries with notifications switched on. */
    notifying: z.number().int(),
  })
  .meta({ id: 'WatchlistStats' });
export type WatchlistStats = z.infer<typeof watchlistStatsSchema>;

/** Add and remove answer success (spec 001 §7); add also names the entry. */
export const watchlistChangeSchema = z
  .object({ success: z.boolean(), item: watchlistItemSchema.optional() })
  .meta({ id: 'WatchlistChange' });
export type WatchlistChange = z.infer<typeof watchlistChangeSchema>;

export const watchlistCheckSchema = z
  .object({
    inWatchlist: z.boolean(),
    /** The entry's id and notification switch when it is in the watchlist. */
    id: z.number().int().nullable(),
    notify: z.boolean().nullable(),
  })
  .meta({ id: 'WatchlistCheck' });
export type WatchlistCheck = z.infer<typeof watchlistCheckSchema>;

const watchlistNotifyFieldsSchema = z
  .object({ enabled: z.boolean().optional() })
  .meta({ id: 'WatchlistNotifyBody' });
export type WatchlistNotifyBody = z.infer<typeof watchlistNotifyFieldsSchema>;

/**
 * PUT /watchlist/notifications/{id}: without a body it toggles; `{enabled}` sets it.
 * Nullish because Fastify hands a missing body to the validator as null.
 */
export const watchlistNotifyBodySchema = watchlistNotifyFieldsSchema.nullish();

export const watchlistNotifySchema = z
  .object({ success: z.boolean(), notify: z.boolean() })
  .meta({ id: 'WatchlistNotify' });
export type WatchlistNotify = z.infer<typeof watchlistNotifySchema>;

export const watchlistIdParamsSchema = z.object({ id: idPathParam });
