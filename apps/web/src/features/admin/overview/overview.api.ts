import type { AdminOverview } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export function fetchOverview(session: Session, signal?: AbortSignal): Promise<AdminOverview> {
  return bodyOf(
    api.GET('/api/admin/overview', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      signal,
    }),
  );
}
