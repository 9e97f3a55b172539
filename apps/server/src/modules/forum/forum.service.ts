import { forumMessages, type ForumToken } from '@nzbkino/shared';
import type { ForumConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import {
  InvalidTokenError,
  sharedCookieHeader,
  signForumToken,
  verifyForumToken,
  type ForumClaims,
} from '../../integrations/nodebb/session-sharing';
import type { AuthUser } from '../auth/auth.service';
import type { UsersRepository } from '../users/users.repository';

/** The token of GET /nodebb/token only carries the member to /nodebb/sso: it lives a minute. */
export const SSO_TOKEN_TTL_SECONDS = 60;
/** The cookie the forum reads; NodeBB keeps its own session once signed in. */
export const FORUM_COOKIE_TTL_SECONDS = 7 * 24 * 3600;

/** Members have no pictures of their own: the forum shows the site's default profile image. */
const DEFAULT_PICTURE_PATH = '/images/default-profile.svg';

/** Where /nodebb/sso sends the browser, and the cookie it sets on the way. */
export type SignOn = { location: string; cookie: string } | { location: string; cookie: null };

/**
 * Forum sign-on for NodeBB's session-sharing plugin (spec 000 §7): the web
 * app fetches a short-lived token, opens /nodebb/sso with it in a new tab,
 * and that sets the shared cookie with a fresh token and goes on to the
 * forum. A stale or foreign link leads to the sign-in page, which comes back
 * to the forum (/login?redirect=nodebb).
 */
export class ForumService {
  constructor(
    private readonly config: ForumConfig | null,
    private readonly users: Pick<UsersRepository, 'findById'>,
    private readonly publicUrl: string,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The forum's address, or null when sign-on is not configured. */
  get forumUrl(): string | null {
    return this.config?.url ?? null;
  }

  private claims(user: Pick<AuthUser, 'id' | 'username' | 'email'>): ForumClaims {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      picture: `${this.publicUrl}${DEFAULT_PICTURE_PATH}`,
    };
  }

  issue(user: AuthUser): ForumToken {
    const config = this.required();
    const now = this.clock();
    const token = signForumToken(this.claims(user), config.secret, SSO_TOKEN_TTL_SECONDS, now);
    return {
      token,
      url: `/api/nodebb/sso?token=${encodeURIComponent(token)}`,
      forumUrl: config.url,
      expiresAt: new Date(Math.floor(now / 1000) * 1000 + SSO_TOKEN_TTL_SECONDS * 1000).toISOString(),
    };
  }

  async signOn(token: string): Promise<SignOn> {
    const config = this.required();
    const signIn = { location: `${this.publicUrl}/login?redirect=nodebb`, cookie: null };
    let claims;
    try {
      claims = verifyForumToken(token, config.secret, this.clock());
    } catch (error) {
      if (error instanceof InvalidTokenError) return signIn;
      throw error;
    }
    // The account as it is now: deleted or suspended since the token was issued means no sign-on; a new address goes along.
    const user = await this.users.findById(claims.id);
    if (!user || user.suspendedAt) return signIn;
    const value = signForumToken(this.claims(user), config.secret, FORUM_COOKIE_TTL_SECONDS, this.clock());
    return {
      location: config.url,
      cookie: sharedCookieHeader({
        name: config.cookieName,
        value,
        maxAgeSeconds: FORUM_COOKIE_TTL_SECONDS,
        domain: config.cookieDomain,
        secure: this.publicUrl.startsWith('https:'),
      }),
    };
  }

  private required(): ForumConfig {
    if (!this.config) throw new HttpError(404, forumMessages.notConfigured);
    return this.config;
  }
}
