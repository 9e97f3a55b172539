import type { Session, SessionUser } from './session';

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

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    Number.isFinite(user.id) &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string'
  );
}

/** The stored user of one area; corrupt data is discarded and removed (spec 000 §4). */
function readUser(area: Area): SessionUser | null {
  const store = storage(area);
  const raw = store?.getItem(USER_KEY);
  if (!store || raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return parsed;
  } catch {
    // fall through: not JSON
  }
  store.removeItem(USER_KEY);
  return null;
}

export interface StoredSession {
  token: string;
  user: SessionUser | null;
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
