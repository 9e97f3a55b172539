import type { Cart, CartChange } from '@nzbkino/api-types';
import { memberKeys } from '../../components/release/release-files.api';
import { api, bodyOf } from '../../lib/api-client';
import { fileNameFromDisposition } from '../../lib/save-file';
import { authHeaders, type Session } from '../../lib/session';

export const cartKey = memberKeys.cart;

const ZIP_FALLBACK_NAME = 'warenkorb.zip';

export function fetchCart(session: Session, signal?: AbortSignal): Promise<Cart> {
  return bodyOf(
    api.GET('/api/cart/releases', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      signal,
    }),
  );
}

export function removeFromCart(session: Session, releaseId: number): Promise<CartChange> {
  return bodyOf(
    api.DELETE('/api/cart/remove/{id}', {
      headers: authHeaders(session),
      params: { path: { id: releaseId } },
    }),
  );
}

export function clearCart(session: Session): Promise<CartChange> {
  return bodyOf(api.DELETE('/api/cart/clear', { headers: authHeaders(session) }));
}

/** POST /cart/download-zip: the whole cart as one zip; each new release counts against the limit. */
export async function downloadCartZip(session: Session): Promise<{ blob: Blob; fileName: string }> {
  const { response } = await api.POST('/api/cart/download-zip', {
    headers: { ...authHeaders(session), Accept: 'application/zip, application/json' },
    parseAs: 'stream',
  });
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? ZIP_FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
}
