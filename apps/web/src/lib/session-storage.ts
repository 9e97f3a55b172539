import { roles } from '@nzbkino/shared';
import type { User } from '@nzbkino/api-types';
import type { Session } from './session';

/** Storage keys of the spec's stored session (spec 000 §3). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

type Area = 'local' | 'session';

function storage(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); then nobody stays signed in.
    return null;
  }
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What storage holds is untrusted (older clients, other tabs, hand edits): a user
 * needs id, name, address and role; the rest falls back to null. A role spelled
 * differently by older clients (`admin`) is read in capitals; an unknown one
 * counts as USER until the profile refresh brings the real one.
 */
function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const { id, username, email, role } = user;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof username !== 'string' || typeof email !== 'string' || typeof role !== 'string') return null;
  const known = roles.find((candidate) => candidate === role.toUpperCase());
  return {
    id,
    username,
    email,
    role: known ?? 'USER',
    displayName: optionalText(user.displayName),
    membershipExpiresAt: optionalText(user.membershipExpiresAt),
  };
}

/** The stored user of one area; corrupt data is discarded and removed (spec 000 §4). */
function readUser(area: Area): User | null {
  const store = storage(area);
  const raw = store?.getItem(USER_KEY);
  if (!store || raw == null) return null;
  try {
    const user = storedUser(JSON.parse(raw));
    if (user) return user;
  } catch {
    // fall through: not JSON
  }
  store.removeItem(USER_KEY);
  return null;
}

export interface StoredSession {
  token: string;
  user: User | null;
  area: Area;
}

/** The token (and user, when intact) from local storage first, else from session storage. */
export function readStoredSession(): StoredSession | null {
  for (const area of ['local', 'session'] as const) {
    const token = storage(area)?.getItem(TOKEN_KEY);
    if (token) return { token, user: readUser(area), area };
  }
  return null;
}

/** The route guard's rule: a token and a user with an id in local or session storage. */
export function hasStoredSession(): boolean {
  const stored = readStoredSession();
  return Boolean(stored?.user && typeof stored.user.id === 'number');
}

export function clearStoredSession(): void {
  for (const area of ['local', 'session'] as const) {
    storage(area)?.removeItem(TOKEN_KEY);
    storage(area)?.removeItem(USER_KEY);
  }
}

export function storeSession(session: Session, remember: boolean): void {
  clearStoredSession();
  const store = storage(remember ? 'local' : 'session');
  store?.setItem(TOKEN_KEY, session.token);
  store?.setItem(USER_KEY, JSON.stringify(session.user));
}

/** Replaces user and token where the session is kept now (it stays 'remembered' or not). */
export function replaceStored(session: Session): void {
  const area = readStoredSession()?.area ?? 'session';
  const store = storage(area);
  store?.setItem(TOKEN_KEY, session.token);
  store?.setItem(USER_KEY, JSON.stringify(session.user));
}
