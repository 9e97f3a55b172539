import type { LoginResponse, User } from '@nzbkino/shared';
import { sendJson } from '../../lib/api-client';
import { bool, responseOf, shape } from '../../lib/guards';
import { authHeaders, type Session } from '../../lib/session';
import { loginAnswerCheck, userCheck } from '../../lib/session-checks';

export function changeEmail(session: Session, email: string, password: string): Promise<User> {
  return sendJson('PUT', '/users/email', { email, password }, responseOf<User>(userCheck), {
    headers: authHeaders(session),
  });
}

export function changePassword(
  session: Session,
  currentPassword: string,
  newPassword: string,
): Promise<LoginResponse> {
  return sendJson(
    'PUT',
    '/users/password',
    { currentPassword, newPassword },
    responseOf<LoginResponse>(loginAnswerCheck),
    { headers: authHeaders(session) },
  );
}

export function logoutEverywhere(session: Session): Promise<{ success: boolean }> {
  return sendJson(
    'POST',
    '/users/logout-all',
    undefined,
    responseOf<{ success: boolean }>(shape({ success: bool })),
    {
      headers: authHeaders(session),
    },
  );
}
