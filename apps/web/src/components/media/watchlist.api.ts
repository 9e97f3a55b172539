import type {
  Watchlist,
  WatchlistChange,
  WatchlistCheck,
  WatchlistItem,
  WatchlistNotify,
} from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export type WatchlistKind = WatchlistItem['kind'];

/**
 * The member's watchlist queries. Everything under `all` is personal (dropped
 * at sign-out) and goes stale together: a change on the page updates the
 * detail pages' buttons, and the other way round.
 */
export const watchlistKeys = {
  all: [ACCOUNT_QUERY_PREFIX, 'watchlist'] as const,
  list: [ACCOUNT_QUERY_PREFIX, 'watchlist', 'list'] as const,
  check: (kind: WatchlistKind, id: number) => [ACCOUNT_QUERY_PREFIX, 'watchlist', 'check', kind, id] as const,
};

export function fetchWatchlist(session: Session, signal?: AbortSignal): Promise<Watchlist> {
  return bodyOf(
    api.GET('/api/watchlist', { headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' }, signal }),
  );
}

export function checkWatchlist(
  session: Session,
  kind: WatchlistKind,
  id: number,
  signal?: AbortSignal,
): Promise<WatchlistCheck> {
  const headers = authHeaders(session);
  const params = { path: { id } };
  return bodyOf(
    kind === 'movie'
      ? api.GET('/api/watchlist/check/movie/{id}', { headers, params, signal })
      : api.GET('/api/watchlist/check/series/{id}', { headers, params, signal }),
  );
}

export function addToWatchlist(session: Session, kind: WatchlistKind, id: number): Promise<WatchlistChange> {
  const headers = authHeaders(session);
  const params = { path: { id } };
  return bodyOf(
    kind === 'movie'
      ? api.POST('/api/watchlist/movie/{id}', { headers, params })
      : api.POST('/api/watchlist/series/{id}', { headers, params }),
  );
}

/** Removes a title by its movie or series id (the detail pages know no entry id). */
export function removeTitleFromWatchlist(
  session: Session,
  kind: WatchlistKind,
  id: number,
): Promise<WatchlistChange> {
  const headers = authHeaders(session);
  const params = { path: { id } };
  return bodyOf(
    kind === 'movie'
      ? api.DELETE('/api/watchlist/movie/{id}', { headers, params })
      : api.DELETE('/api/watchlist/series/{id}', { headers, params }),
  );
}

/** Removes an entry by its own id (the watchlist page). */
export function removeWatchlistEntry(session: Session, entryId: number): Promise<WatchlistChange> {
  return bodyOf(
    api.DELETE('/api/watchlist/{id}', { headers: authHeaders(session), params: { path: { id: entryId } } }),
  );
}

/** Sets an entry's notifications; always with `enabled`, so a repeated request cannot flip it back. */
export function setWatchlistNotify(
  session: Session,
  entryId: number,
  enabled: boolean,
): Promise<WatchlistNotify> {
  return bodyOf(
    api.PUT('/api/watchlist/notifications/{id}', {
      headers: authHeaders(session),
      params: { path: { id: entryId } },
      body: { enabled },
    }),
  );
}
