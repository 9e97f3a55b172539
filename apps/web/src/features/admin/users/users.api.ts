import type {
  AdminUserDetail,
  AdminUserPage,
  AdminUserRoleBody,
  MessageResponse,
  Operation,
} from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type UserQuery = NonNullable<Operation<'/api/admin/users', 'get'>['parameters']['query']>;

export const USER_PAGE_SIZE = 25;

// Admin answers are personal and change with every action: never from a cache in between.
const headers = (session: Session) => ({ ...authHeaders(session), 'Cache-Control': 'no-cache' });
const path = (id: number) => ({ path: { id } });

export function fetchUsers(session: Session, query: UserQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return bodyOf(api.GET('/api/admin/users', { headers: headers(session), params: { query }, signal }));
}

export function fetchUser(session: Session, id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return bodyOf(api.GET('/api/admin/users/{id}', { headers: headers(session), params: path(id), signal }));
}

export function changeRole(session: Session, id: number, body: AdminUserRoleBody): Promise<AdminUserDetail> {
  return bodyOf(
    api.PUT('/api/admin/users/{id}/role', { headers: authHeaders(session), params: path(id), body }),
  );
}

export function suspendUser(session: Session, id: number, reason: string): Promise<AdminUserDetail> {
  return bodyOf(
    api.POST('/api/admin/users/{id}/suspend', {
      headers: authHeaders(session),
      params: path(id),
      body: reason.trim() ? { reason: reason.trim() } : {},
    }),
  );
}

export function unsuspendUser(session: Session, id: number): Promise<AdminUserDetail> {
  return bodyOf(
    api.POST('/api/admin/users/{id}/unsuspend', { headers: authHeaders(session), params: path(id) }),
  );
}

export function sendPasswordReset(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(
    api.POST('/api/admin/users/{id}/password-reset', { headers: authHeaders(session), params: path(id) }),
  );
}

export function deleteUser(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(api.DELETE('/api/admin/users/{id}', { headers: authHeaders(session), params: path(id) }));
}
