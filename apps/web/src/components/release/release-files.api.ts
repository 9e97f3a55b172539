import type { CartChange, DownloadLink, NfoViewToken } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

/** Personal queries that a grab or a cart change makes stale (cart page, limits, history). */
export const memberKeys = {
  cart: [ACCOUNT_QUERY_PREFIX, 'cart'] as const,
  limits: [ACCOUNT_QUERY_PREFIX, 'download-limits'] as const,
  history: [ACCOUNT_QUERY_PREFIX, 'downloads'] as const,
};

/** POST /releases/{id}/nzb-download: the NZB file; counts against the daily limit. */
export async function fetchNzb(session: Session, releaseId: number): Promise<Blob> {
  const { response } = await api.POST('/api/releases/{id}/nzb-download', {
    params: { path: { id: releaseId } },
    headers: { ...authHeaders(session), Accept: 'application/x-nzb, application/json' },
    parseAs: 'stream',
  });
  return response.blob();
}

/**
 * Adds a release to the cart. The episode page posts the id in the body
 * (POST /cart), the other pages in the path (POST /cart/add/{id}); spec 001 §7.
 */
export function addToCart(session: Session, releaseId: number, form: 'path' | 'body'): Promise<CartChange> {
  const headers = authHeaders(session);
  return bodyOf(
    form === 'body'
      ? api.POST('/api/cart', { headers, body: { releaseId } })
      : api.POST('/api/cart/add/{id}', { headers, params: { path: { id: releaseId } } }),
  );
}

/** A signed GET address of the NZB that lives a minute: for the episode page's new tab. */
export function createDownloadLink(session: Session, releaseId: number): Promise<DownloadLink> {
  return bodyOf(
    api.POST('/api/releases/{id}/download-link', {
      headers: authHeaders(session),
      params: { path: { id: releaseId } },
    }),
  );
}

/** A 5-minute token for the NFO frame, so the access token never lands in a frame's address. */
export function createNfoViewToken(session: Session, file: string): Promise<NfoViewToken> {
  return bodyOf(
    api.POST('/api/nfo/{file}/view-token', {
      headers: authHeaders(session),
      params: { path: { file } },
    }),
  );
}
