import type { LoginResponse, Success, User } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';

export function changeEmail(session: Session, email: string, password: string): Promise<User> {
  return bodyOf(api.PUT('/api/users/email', { body: { email, password }, headers: authHeaders(session) }));
}

export function changePassword(
  session: Session,
  currentPassword: string,
  newPassword: string,
): Promise<LoginResponse> {
  return bodyOf(
    api.PUT('/api/users/password', {
      body: { currentPassword, newPassword },
      headers: authHeaders(session),
    }),
  );
}

export function logoutEverywhere(session: Session): Promise<Success> {
  return bodyOf(api.POST('/api/users/logout-all', { headers: authHeaders(session) }));
}
