import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Release } from '@nzbkino/api-types';
import { downloadMessages } from '@nzbkino/shared';
import { useToast } from '../ui/toast/useToast';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import type { Session } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { addToCart, createDownloadLink, fetchNzb, memberKeys } from './release-files.api';
import { useRefreshAfterGrab } from './useRefreshAfterGrab';

/**
 * Where the buttons sit decides their texts and forms (spec 000 §8 for the release
 * list and home, 001 §7/§8 for the movie, series and episode pages; the episode
 * page opens a short-lived NZB link in a new tab and adds to the cart by body).
 */
export type ReleaseActionPlace = 'catalogue' | 'detail' | 'episode';

/** nzbPath may be left out where the release is known to have a stored NZB (download history). */
export type ActionRelease = Pick<Release, 'id' | 'name'> & { nzbPath?: string | null };

const t = de.releaseActions;
const LOGGED_OUT_TOAST_MS = 5000;

function statusOf(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.message ? error.message : null;
}

function downloadError(error: unknown, place: ReleaseActionPlace): string {
  if (place === 'catalogue') return t.downloadError(serverMessage(error) ?? t.unknownDownloadError);
  const status = statusOf(error);
  if (status === 401) return t.downloadError(t.downloadUnauthorized);
  if (status === 404) return t.downloadError(t.releaseNotFound);
  if (status === 403) return t.downloadError(serverMessage(error) ?? t.downloadLimit);
  return t.downloadError(serverMessage(error) ?? t.downloadFailedDetail);
}

function cartError(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return t.cartUnauthorized;
  if (status === 404) return t.releaseNotFound;
  return serverMessage(error) ?? t.cartFailed;
}

/** Starts the NZB: a file save, or (episode page) a signed link in a new tab. */
async function startDownload(session: Session, release: ActionRelease, place: ReleaseActionPlace) {
  if (place !== 'episode') {
    saveFile(await fetchNzb(session, release.id), `${release.name}.nzb`);
    return;
  }
  // Opened before the request so the browser counts it as the click's own window.
  const tab = window.open('', '_blank');
  try {
    const link = await createDownloadLink(session, release.id);
    if (tab) tab.location.href = link.url;
    else window.location.assign(link.url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Download and add-to-cart for one place, with the spec's toasts. After a
 * download the profile is refreshed (a failure of that is ignored, 001 §7) and the
 * member's limits and history are marked stale.
 */
export function useReleaseActions(place: ReleaseActionPlace) {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshAfterGrab = useRefreshAfterGrab();

  const download = useCallback(
    async (release: ActionRelease) => {
      if (!session) {
        if (place === 'catalogue') toast.warning(t.loginDownload, LOGGED_OUT_TOAST_MS);
        else toast.warning(t.loginDownloadDetail);
        return;
      }
      if (release.nzbPath !== undefined && !release.nzbPath) {
        toast.error(t.noDownloadFile);
        return;
      }
      try {
        await startDownload(session, release, place);
      } catch (error) {
        toast.error(downloadError(error, place));
        return;
      }
      toast.success(
        place === 'catalogue' ? t.downloadStarted(release.name) : t.downloadStartedDetail(release.name),
      );
      refreshAfterGrab(session);
    },
    [session, place, toast, refreshAfterGrab],
  );

  const addToCartAction = useCallback(
    async (release: ActionRelease) => {
      if (!session) {
        if (place === 'catalogue') toast.warning(t.loginCart, LOGGED_OUT_TOAST_MS);
        else toast.warning(t.loginCartDetail);
        return;
      }
      try {
        const change = await addToCart(session, release.id, place === 'episode' ? 'body' : 'path');
        if (change.message === downloadMessages.alreadyInCart) toast.info(change.message);
        else toast.success(release.name ? t.cartAdded(release.name) : t.cartAddedGeneric);
      } catch (error) {
        toast.error(cartError(error));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: memberKeys.cart });
    },
    [session, place, toast, queryClient],
  );

  return { signedIn: session !== null, download, addToCart: addToCartAction };
}
