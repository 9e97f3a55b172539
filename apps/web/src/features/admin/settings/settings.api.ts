import type { AdminSettings, AdminSettingsUpdate } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export function fetchSettings(session: Session, signal?: AbortSignal): Promise<AdminSettings> {
  return bodyOf(
    api.GET('/api/admin/settings', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      signal,
    }),
  );
}

export function saveSettings(session: Session, body: AdminSettingsUpdate): Promise<AdminSettings> {
  return bodyOf(api.PUT('/api/admin/settings', { headers: authHeaders(session), body }));
}
