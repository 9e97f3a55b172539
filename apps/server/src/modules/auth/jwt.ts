import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims NZBKino puts into an access token. */
export interface AccessClaims {
  /** User id. */
  sub: number;
  /** users.token_version at issue time. */
  tv: number;
  iat: number;
  exp: number;
}

export class InvalidTokenError extends Error {}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** HS256 only: the header is fixed, so "alg":"none" or RS/HS confusion cannot be negotiated. */
export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString(
    'base64url',
  );
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export function verifyAccessToken(token: string, secret: Buffer, now = Date.now()): AccessClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('malformed');
  const [header, payload, signature] = parts as [string, string, string];
  let decodedHeader: unknown;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidTokenError('malformed header');
  }
  const h = decodedHeader as { alg?: unknown; typ?: unknown };
  if (h.alg !== 'HS256') throw new InvalidTokenError('unsupported algorithm');
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new InvalidTokenError('bad signature');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidTokenError('malformed payload');
  }
  const c = claims as Partial<AccessClaims>;
  if (
    !Number.isInteger(c.sub) ||
    !Number.isInteger(c.tv) ||
    !Number.isInteger(c.exp) ||
    !Number.isInteger(c.iat)
  ) {
    throw new InvalidTokenError('missing claims');
  }
  if (c.exp! * 1000 <= now) throw new InvalidTokenError('expired');
  return c as AccessClaims;
}
