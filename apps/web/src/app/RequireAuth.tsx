import { Navigate, Outlet, useLocation } from 'react-router';
import { hasStoredSession } from '../lib/session-storage';
import { useSession } from '../lib/useSession';

/** The sign-in address that brings the user back to `target` afterwards. */
export function signInPath(target: string): string {
  return `/auth/signin?returnUrl=${encodeURIComponent(target)}`;
}

/**
 * Route guard of spec 000 §4: passes with a token and a user with an id in local
 * or session storage, or a signed-in user in the session; otherwise it sends the
 * visitor to sign-in with the attempted address as `returnUrl`.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (typeof session?.user.id === 'number' || hasStoredSession()) return <Outlet />;
  return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
}
