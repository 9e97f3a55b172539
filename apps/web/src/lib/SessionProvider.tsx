import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@nzbkino/api-types';
import { api, bodyOf, onUnauthorized } from './api-client';
import {
  ACCOUNT_QUERY_PREFIX,
  SessionActionsContext,
  SessionContext,
  type Session,
  type SessionActions,
} from './session';
import { clearStoredSession, readStoredSession, replaceStored, storeSession } from './session-storage';

interface Held {
  token: string;
  /** Null while a token without (intact) stored user waits for its profile. */
  user: User | null;
}

function readHeld(): Held | null {
  const stored = readStoredSession();
  return stored ? { token: stored.token, user: stored.user } : null;
}

/**
 * Holds the session of spec 000 §4: token and user from local or session
 * storage, replaced by sign-in, profile refresh and e-mail change, cleared by
 * sign-out and by the automatic sign-out on a 401.
 */
export function SessionProvider({
  children,
  initial = null,
}: {
  children: ReactNode;
  initial?: Session | null;
}) {
  const queryClient = useQueryClient();
  // A session handed in (tests) is taken as is; otherwise it comes from storage.
  const [held, setHeld] = useState<Held | null>(() => initial ?? readHeld());
  const [fromStorage] = useState(() => initial === null);
  const profileToken = fromStorage ? (held?.token ?? null) : null;

  const signOut = useCallback(() => {
    clearStoredSession();
    setHeld(null);
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_PREFIX] });
  }, [queryClient]);

  const actions = useMemo<SessionActions>(
    () => ({
      signIn(newToken, user, remember) {
        storeSession({ token: newToken, user }, remember);
        setHeld({ token: newToken, user });
      },
      signOut,
      updateUser(user) {
        setHeld((current) => {
          if (!current) return current;
          replaceStored({ token: current.token, user });
          return { token: current.token, user };
        });
      },
      updateToken(newToken, user) {
        replaceStored({ token: newToken, user });
        setHeld({ token: newToken, user });
      },
    }),
    [signOut],
  );

  useEffect(() => onUnauthorized(() => signOut()), [signOut]);

  // Another tab signed in or out (local storage only reports across tabs).
  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token' || event.key === 'user') setHeld(readHeld());
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  // Refresh the profile once per token: roles and e-mail may have changed; a
  // token whose stored user was discarded gets its user back this way.
  useEffect(() => {
    if (!profileToken) return;
    const controller = new AbortController();
    bodyOf(
      api.GET('/api/users/profile', {
        signal: controller.signal,
        headers: { Authorization: `Bearer ${profileToken}` },
      }),
    ).then(
      (user) => actions.updateUser(user),
      () => undefined, // a 401 signs out through onUnauthorized; anything else keeps the stored user
    );
    return () => controller.abort();
  }, [profileToken, actions]);

  const session = useMemo<Session | null>(
    () => (held?.user ? { token: held.token, user: held.user } : null),
    [held],
  );

  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  );
}
