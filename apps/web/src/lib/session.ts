import { createContext } from 'react';
import type { User } from '@nzbkino/api-types';

export interface Session {
  token: string;
  /** As the server sends it (login answer, profile). */
  user: User;
}

/** Query keys under this prefix hold personal data and are dropped at sign-out. */
export const ACCOUNT_QUERY_PREFIX = 'account';

/** The signed-in user, or null for visitors; provided by SessionProvider. */
export const SessionContext = createContext<Session | null>(null);

export interface SessionActions {
  /** After a login answer: stores token and user (local storage with 'remember', else session storage). */
  signIn(token: string, user: User, remember: boolean): void;
  /** Clears both storages and the current user. */
  signOut(): void;
  /** Profile refresh and e-mail change replace the stored user. */
  updateUser(user: User): void;
  /** A password change answers a fresh token; it replaces the old one where that was kept. */
  updateToken(token: string, user: User): void;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

/** The name the header shows: the display name when set, else the user name. */
export function displayNameOf(user: User): string {
  return user.displayName?.trim() || user.username;
}
