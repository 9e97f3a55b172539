import type { AuditPage, Operation } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';
import { fetchUsers } from '../users/users.api';

export type AuditQuery = NonNullable<Operation<'/api/admin/audit', 'get'>['parameters']['query']>;
export const AUDIT_PAGE_SIZE = 50;

export function fetchAudit(session: Session, query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return bodyOf(
    api.GET('/api/admin/audit', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      params: { query },
      signal,
    }),
  );
}

/** The administrators, for the "who" filter. */
export async function fetchAdmins(session: Session, signal?: AbortSignal) {
  const page = await fetchUsers(session, { role: 'ADMIN', limit: 100 }, signal);
  return page.users.map(({ id, username }) => ({ id, username }));
}
