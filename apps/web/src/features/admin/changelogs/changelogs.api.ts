import type { AdminChangelog, MessageResponse, RequestBody } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type ChangelogBody = RequestBody<'/api/admin/changelogs', 'post'>;

const path = (id: number) => ({ path: { id } });

export function fetchChangelogs(session: Session, signal?: AbortSignal): Promise<AdminChangelog[]> {
  return bodyOf(
    api.GET('/api/admin/changelogs', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      signal,
    }),
  );
}

export function createChangelog(session: Session, body: ChangelogBody): Promise<AdminChangelog> {
  return bodyOf(api.POST('/api/admin/changelogs', { headers: authHeaders(session), body }));
}

export function updateChangelog(session: Session, id: number, body: ChangelogBody): Promise<AdminChangelog> {
  return bodyOf(
    api.PUT('/api/admin/changelogs/{id}', { headers: authHeaders(session), params: path(id), body }),
  );
}

export function deleteChangelog(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(
    api.DELETE('/api/admin/changelogs/{id}', { headers: authHeaders(session), params: path(id) }),
  );
}

/** The body that stores `entry` again as it is, with `patch` applied (publishing is a PUT of the whole entry). */
export function bodyOfEntry(entry: AdminChangelog, patch: Partial<ChangelogBody> = {}): ChangelogBody {
  const { version, isPrerelease, releaseDate, title, description, changes, isPublished } = entry;
  return { version, isPrerelease, releaseDate, title, description, changes, isPublished, ...patch };
}
