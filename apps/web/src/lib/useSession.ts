import { useContext } from 'react';
import { SessionActionsContext, SessionContext, type Session, type SessionActions } from './session';

/** The current session; null while nobody is signed in. */
export function useSession(): Session | null {
  return useContext(SessionContext);
}

/** Sign in, sign out and replace the stored user or token. */
export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions must be used inside <SessionProvider>');
  return actions;
}
