import { Navigate, useLocation } from 'react-router';
import { ForumHandoff } from '../features/forum/ForumHandoff';
import { FORUM_REDIRECT } from '../features/forum/forum.api';
import { useSession } from '../lib/useSession';

/**
 * Old links point at /login (also /login?redirect=nodebb); the query travels
 * along to the sign-in page. A signed-in member asked for the forum goes
 * straight back to it.
 */
export function LoginRedirect() {
  const { search } = useLocation();
  const session = useSession();
  if (session && new URLSearchParams(search).get('redirect') === FORUM_REDIRECT) {
    return <ForumHandoff session={session} />;
  }
  return <Navigate to={{ pathname: '/auth/signin', search }} replace />;
}
