import {
  authMessages,
  watchlistMessages,
  type Watchlist,
  type WatchlistChange,
  type WatchlistCheck,
  type WatchlistItem,
  type WatchlistNotify,
  type WatchlistStats,
} from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { TitleRef, WatchlistRepository, WatchlistRow } from './watchlist.repository';

function toItem(row: WatchlistRow): WatchlistItem {
  return {
    id: row.id,
    kind: row.movieId !== null ? 'movie' : 'series',
    titleId: row.movieId ?? row.seriesId!,
    slug: row.slug,
    title: row.title,
    year: row.year,
    posterPath: row.posterPath,
    notify: row.notify,
    createdAt: row.createdAt.toISOString(),
    releaseCount: row.releaseCount ?? 0,
    latestRelease:
      row.latestId !== null && row.latestName !== null && row.latestCreatedAt !== null
        ? { id: row.latestId, name: row.latestName, createdAt: row.latestCreatedAt.toISOString() }
        : null,
  };
}

const titleNotFound = (title: TitleRef) =>
  notFound(title.kind === 'movie' ? watchlistMessages.movieNotFound : watchlistMessages.seriesNotFound);

/**
 * The movies and series a member follows. Adding is idempotent and capped;
 * every entry answers only to its owner: another member's entry id is a 404
 * like one that does not exist, so ids reveal nothing.
 */
export class WatchlistService {
  constructor(
    private readonly watchlist: WatchlistRepository,
    readonly maxItems: number,
  ) {}

  async list(userId: number): Promise<Watchlist> {
    const rows = await this.watchlist.rows(userId);
    return { items: rows.map(toItem), limit: this.maxItems };
  }

  stats(userId: number): Promise<WatchlistStats> {
    return this.watchlist.counts(userId);
  }

  async add(userId: number, title: TitleRef): Promise<WatchlistChange> {
    const done = await this.watchlist.insertBelowCap(userId, title, this.maxItems);
    if (done.outcome === 'inserted' || done.outcome === 'present') {
      const [row] = await this.watchlist.rows(userId, done.id);
      // Gone already (removed at the same moment): the add still happened.
      return row ? { success: true, item: toItem(row) } : { success: true };
    }
    if (done.outcome === 'no-title') throw titleNotFound(title);
    if (done.outcome === 'full') throw new HttpError(409, watchlistMessages.full(this.maxItems));
    throw new HttpError(401, authMessages.invalidToken);
  }

  async remove(userId: number, entryId: number): Promise<WatchlistChange> {
    if (!(await this.watchlist.delete(userId, entryId))) throw notFound(watchlistMessages.entryNotFound);
    return { success: true };
  }

  async removeTitle(userId: number, title: TitleRef): Promise<WatchlistChange> {
    if (!(await this.watchlist.deleteTitle(userId, title))) throw notFound(watchlistMessages.notInWatchlist);
    return { success: true };
  }

  /** Sets the entry's notifications, or flips them when `enabled` is not given. */
  async setNotify(userId: number, entryId: number, enabled?: boolean): Promise<WatchlistNotify> {
    const notify = await this.watchlist.setNotify(userId, entryId, enabled);
    if (notify === undefined) throw notFound(watchlistMessages.entryNotFound);
    return { success: true, notify };
  }

  async check(userId: number, title: TitleRef): Promise<WatchlistCheck> {
    const found = await this.watchlist.find(userId, title);
    if (!found) throw titleNotFound(title);
    return { inWatchlist: found.id !== null, id: found.id, notify: found.notify };
  }
}
