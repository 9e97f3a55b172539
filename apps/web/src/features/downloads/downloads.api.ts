import type { DownloadLimits, GrabHistoryPage } from '@nzbkino/api-types';
import { memberKeys } from '../../components/release/release-files.api';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';

export const HISTORY_PAGE_SIZE = 25;

// Personal answers: never from a cache in between.
function headers(session: Session) {
  return { ...authHeaders(session), 'Cache-Control': 'no-cache' };
}

export const downloadKeys = {
  limits: memberKeys.limits,
  history: (page: number) => [...memberKeys.history, page] as const,
};

export function fetchDownloadLimits(session: Session, signal?: AbortSignal): Promise<DownloadLimits> {
  return bodyOf(api.GET('/api/cart/limits', { headers: headers(session), signal }));
}

export function fetchDownloadHistory(
  session: Session,
  page: number,
  signal?: AbortSignal,
): Promise<GrabHistoryPage> {
  return bodyOf(
    api.GET('/api/downloads', {
      headers: headers(session),
      params: { query: { page, limit: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
}
