import type { ForumToken } from '@nzbkino/api-types';
import { api, apiUrl, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';

/** The forum's way back in: its guest redirect and stale sign-on links point at /login?redirect=nodebb. */
export const FORUM_REDIRECT = 'nodebb';

/** GET /nodebb/token: a one-minute token for the forum's sign-on (spec 000 §7). */
export function fetchForumToken(session: Session): Promise<ForumToken> {
  return bodyOf(
    api.GET('/api/nodebb/token', { headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' } }),
  );
}

/** The sign-on address of a token: GET /nodebb/sso?token=…, which sets the forum's cookie and goes on there. */
export function forumSignOnAddress(token: ForumToken): string {
  return apiUrl(`/nodebb/sso?token=${encodeURIComponent(token.token)}`);
}

/**
 * Opens the forum in a new tab, signed in (spec 000 §1: SSO in a new tab).
 * The tab is opened before the request so the browser counts it as the
 * click's own window; it loses its link back to this page.
 */
export async function openForum(session: Session): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const address = forumSignOnAddress(await fetchForumToken(session));
    if (tab) tab.location.href = address;
    else window.location.assign(address);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
