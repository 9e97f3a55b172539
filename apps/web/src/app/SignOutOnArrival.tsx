import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionActions } from '../lib/useSession';

/** Navigation state asking to end the session once the target page is shown. */
export const SIGN_OUT_STATE = { signOut: true } as const;

function wantsSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}

/**
 * Sign-out from a guarded page: the app first leaves for the target page and
 * ends the session only after that page has rendered. Signing out first would
 * let the route guard of the old page send the user to sign-in instead.
 */
export function SignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  useEffect(() => {
    if (!wantsSignOut(location.state)) return;
    signOut();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, signOut]);
  return null;
}
