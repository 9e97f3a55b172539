import { apiRequest, getJson } from '../../lib/api-client';
import { bool, isRecord, responseOf, shape } from '../../lib/guards';
import { authHeaders, type Session } from '../../lib/session';

export type WatchlistKind = 'movie' | 'series';

export async function fetchInWatchlist(
  session: Session,
  kind: WatchlistKind,
  id: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const body = await getJson(
    `/watchlist/check/${kind}/${id}`,
    responseOf<{ inWatchlist: boolean }>(shape({ inWatchlist: bool })),
    { signal, headers: authHeaders(session) },
  );
  return body.inWatchlist;
}

/** Adds or removes; resolves to the answer's `success` (spec 001 §3). */
export async function changeWatchlist(
  session: Session,
  kind: WatchlistKind,
  id: number,
  add: boolean,
): Promise<boolean> {
  const response = await apiRequest(`/watchlist/${kind}/${id}`, {
    method: add ? 'POST' : 'DELETE',
    headers: authHeaders(session),
  });
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) && body.success === true;
}
