import type { Release } from '@nzbkino/shared';
import { useToast } from '../ui/toast/useToast';
import { de } from '../../i18n/de';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { isRecord } from '../../lib/guards';
import { authHeaders, type Session } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { hasNzb } from './release-rules';

/**
 * The catalogue and home use the texts of spec 000 §8, the movie, series and
 * episode pages those of spec 001 §8; the two differ slightly.
 */
export type ReleaseActionTexts = 'catalogue' | 'detail';

export type ActionRelease = Pick<Release, 'id' | 'name' | 'nzbPath'>;

const t = de.releaseActions;

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 0) return error.message;
  // A proper API error carries its code; a bare status has nothing better than the fallback.
  return error.code ? error.message : null;
}

function downloadErrorText(error: unknown, texts: ReleaseActionTexts): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401) return t.downloadUnauthorized;
  if (status === 404) return t.releaseNotFound;
  if (status === 403) return t.downloadLimit;
  return serverMessage(error) ?? (texts === 'catalogue' ? t.unknownDownloadError : t.downloadFailedDetail);
}

function cartErrorText(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401) return t.cartUnauthorized;
  if (status === 404) return t.releaseNotFound;
  return serverMessage(error) ?? t.cartFailed;
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function requestDownload(session: Session, release: ActionRelease): Promise<void> {
  const response = await apiRequest(`/releases/${release.id}/nzb-download`, {
    method: 'POST',
    headers: authHeaders(session),
  });
  saveFile(await response.blob(), `${release.name}.nzb`);
}

async function requestCartAdd(session: Session, release: ActionRelease): Promise<boolean> {
  const response = await apiRequest(`/cart/add/${release.id}`, {
    method: 'POST',
    headers: authHeaders(session),
  });
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) && body.success === true;
}

/** Download and add-to-cart with the login checks and messages of the spec. */
export function useReleaseActions(texts: ReleaseActionTexts) {
  const session = useSession();
  const toast = useToast();
  const catalogue = texts === 'catalogue';

  async function download(release: ActionRelease): Promise<void> {
    if (!session) {
      // Spec 000 §8: this notice stays 5 seconds.
      if (catalogue) toast.warning(t.loginDownload, 5000);
      else toast.warning(t.loginDownloadDetail);
      return;
    }
    if (!hasNzb(release)) {
      toast.error(catalogue ? t.noNzb : t.noDownloadFile);
      return;
    }
    try {
      await requestDownload(session, release);
      toast.success(catalogue ? t.downloadStarted(release.name) : t.downloadStartedDetail(release.name));
    } catch (error) {
      toast.error(t.downloadError(downloadErrorText(error, texts)));
    }
  }

  async function addToCart(release: ActionRelease): Promise<void> {
    if (!session) {
      if (catalogue) toast.warning(t.loginCart, 5000);
      else toast.warning(t.loginCartDetail);
      return;
    }
    try {
      const ok = await requestCartAdd(session, release);
      if (!ok) {
        toast.error(t.cartFailed);
        return;
      }
      toast.success(release.name ? t.cartAdded(release.name) : t.cartAddedGeneric);
    } catch (error) {
      toast.error(cartErrorText(error));
    }
  }

  return { signedIn: session !== null, download, addToCart };
}
