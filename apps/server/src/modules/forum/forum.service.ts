import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * The cookie that ties a sign-on link to the browser that asked for it: set with
 * the token (GET /nodebb/token), read by /nodebb/sso. A link someone else got
 * for their own account and sent around signs nobody in (login CSRF: the victim
 * would post in the forum as the sender).
 */
export const SSO_BINDING_COOKIE = 'nzbkino_forum_sso';
const SSO_PATH = '/api/nodebb/sso';

/** Where /nodebb/sso sends the browser, and the cookies it sets on the way. */
export type SignOn = { location: string; cookies: string[] };

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

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

  /** The token for the member, and the cookie that binds its link to this browser. */
  issue(user: AuthUser): { answer: ForumToken; bindingCookie: string } {
    const config = this.required();
    const now = this.clock();
    const binding = randomBytes(18).toString('base64url');
    const claims = { ...this.claims(user), bind: digest(binding) };
    const token = signForumToken(claims, config.secret, SSO_TOKEN_TTL_SECONDS, now);
    return {
      answer: {
        token,
        url: `${SSO_PATH}?token=${encodeURIComponent(token)}`,
        forumUrl: config.url,
        expiresAt: new Date(Math.floor(now / 1000) * 1000 + SSO_TOKEN_TTL_SECONDS * 1000).toISOString(),
      },
      bindingCookie: this.bindingCookie(binding, SSO_TOKEN_TTL_SECONDS),
    };
  }

  /** `binding`: the value of the browser's binding cookie (undefined without one). */
  async signOn(token: string, binding: string | undefined): Promise<SignOn> {
    const config = this.required();
    const signIn = { location: `${this.publicUrl}/login?redirect=nodebb`, cookies: [] };
    let claims;
    try {
      claims = verifyForumToken(token, config.secret, this.clock());
    } catch (error) {
      if (error instanceof InvalidTokenError) return signIn;
      throw error;
    }
    const expected = Buffer.from(claims.bind ?? '');
    const presented = Buffer.from(binding === undefined ? '' : digest(binding));
    if (
      expected.length === 0 ||
      expected.length !== presented.length ||
      !timingSafeEqual(expected, presented)
    )
      return signIn;
    // The account as it is now: deleted or suspended since the token was issued means no sign-on; a new address goes along.
    const user = await this.users.findById(claims.id);
    if (!user || user.suspendedAt) return signIn;
    const value = signForumToken(this.claims(user), config.secret, FORUM_COOKIE_TTL_SECONDS, this.clock());
    return {
      location: config.url,
      cookies: [
        sharedCookieHeader({
          name: config.cookieName,
          value,
          maxAgeSeconds: FORUM_COOKIE_TTL_SECONDS,
          domain: config.cookieDomain,
          secure: this.secure,
        }),
        // Used once: the binding goes with the link.
        this.bindingCookie('', 0),
      ],
    };
  }

  private get secure(): boolean {
    return this.publicUrl.startsWith('https:');
  }

  /** This host only, and sent back to the sign-on address alone. */
  private bindingCookie(value: string, maxAgeSeconds: number): string {
    return sharedCookieHeader({
      name: SSO_BINDING_COOKIE,
      value,
      maxAgeSeconds,
      domain: null,
      secure: this.secure,
      path: SSO_PATH,
    });
  }

  private required(): ForumConfig {
    if (!this.config) throw new HttpError(404, forumMessages.notConfigured);
    return this.config;
  }
}
