import { InvalidTokenError, signHs256, verifyHs256 } from '../../modules/auth/jwt';

/**
 * The payload NodeBB's session-sharing plugin (nodebb-plugin-session-sharing)
 * reads with its default settings: `id` (the remote user id it maps to a
 * forum account), `username` (required unless first/last name are sent),
 * `email` (also used to join an existing forum account) and `picture`.
 * The plugin verifies the token with jsonwebtoken against the shared secret,
 * so it must be an HS256 JWT signed with FORUM_SSO_SECRET; `exp` is honoured.
 */
export interface ForumClaims {
  id: number;
  username: string;
  email: string;
  picture: string;
}

export { InvalidTokenError };

const MAX_USER_ID = 2 ** 31 - 1;

export function signForumToken(
  claims: ForumClaims & { bind?: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  return signHs256({ ...claims }, Buffer.from(secret, 'utf8'), ttlSeconds, now);
}

/** The claims of a forum token this server signed; InvalidTokenError for anything else. */
export function verifyForumToken(
  token: string,
  secret: string,
  now = Date.now(),
): ForumClaims & { exp: number; bind: string | null } {
  const c = verifyHs256(token, Buffer.from(secret, 'utf8'), now);
  const { id, username, email, picture, exp, bind } = c;
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > MAX_USER_ID)
    throw new InvalidTokenError('missing claims');
  if (typeof username !== 'string' || typeof email !== 'string' || typeof picture !== 'string')
    throw new InvalidTokenError('missing claims');
  return {
    id: id as number,
    username,
    email,
    picture,
    exp: exp as number,
    bind: typeof bind === 'string' ? bind : null,
  };
}

export interface SharedCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  /** Null: host-only (site and forum on one host name). */
  domain: string | null;
  secure: boolean;
  /** Where the browser sends it back; `/` unless given. */
  path?: string;
}

/**
 * The Set-Cookie value the plugin reads: HttpOnly (the plugin's README asks
 * for it), on the common parent domain of site and forum, Lax so the
 * top-level navigation to the forum carries it.
 */
export function sharedCookieHeader(cookie: SharedCookie): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path ?? '/'}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    ...(cookie.domain ? [`Domain=${cookie.domain}`] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}
