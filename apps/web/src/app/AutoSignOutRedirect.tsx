import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api-client';
import { signInPath } from './RequireAuth';

/**
 * The redirect half of the automatic sign-out (spec 000 §4): after a 401 the
 * session is already cleared; this sends the user to sign-in, except on the
 * subscription pages (request or page address containing /subscription).
 */
export function AutoSignOutRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onUnauthorized((requestPath) => {
        const page = `${pathname}${search}`;
        if (requestPath.includes('/subscription') || page.includes('/subscription')) return;
        if (pathname.startsWith('/auth/')) return;
        void navigate(signInPath(page), { replace: true });
      }),
    [navigate, pathname, search],
  );
  return null;
}
