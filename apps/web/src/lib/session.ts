import { createContext } from 'react';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: string;
  displayName?: string | null;
  membershipExpiresAt?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** Query keys under this prefix hold personal data and are dropped at sign-out. */
export const ACCOUNT_QUERY_PREFIX = 'account';

/** The signed-in user, or null for visitors; provided by SessionProvider. */
export const SessionContext = createContext<Session | null>(null);

export interface SessionActions {
  /** After a login answer: stores token and user (local storage with 'remember', else session storage). */
  signIn(token: string, user: SessionUser, remember: boolean): void;
  /** Clears both storages and the current user. */
  signOut(): void;
  /** Profile refresh and e-mail change replace the stored user. */
  updateUser(user: SessionUser): void;
  /** A password change answers a fresh token; it replaces the old one where that was kept. */
  updateToken(token: string, user: SessionUser): void;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

/** The name the header shows: the display name when set, else the user name. */
export function displayNameOf(user: SessionUser): string {
  return user.displayName?.trim() || user.username;
}
