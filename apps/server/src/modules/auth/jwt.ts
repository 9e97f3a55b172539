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

/**
 * An HS256 JWT of `claims` with iat and exp added. HS256 only: the header is
 * fixed, so "alg":"none" or RS/HS confusion cannot be negotiated.
 */
export function signHs256(
  claims: Record<string, unknown>,
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

export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): string {
  return signHs256({ ...claims }, secret, ttlSeconds, now);
}

/** Far above any token this server signs (~200 characters); longer input is not even decoded. */
const MAX_TOKEN_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** users.id is a PostgreSQL integer: a larger claim could only fail in the query. */
const MAX_USER_ID = 2 ** 31 - 1;

/** A base64url-encoded JSON object, or null for anything else (bad encoding, `null`, arrays, numbers). */
function decodeJsonObject(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const isCount = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * Checks an HS256 token and answers its payload, with numeric iat and exp in
 * the future. Whatever a client sends (not three parts, bad base64, a header
 * or payload that is not a JSON object, another algorithm, no or a past exp)
 * ends in an InvalidTokenError, never in another error.
 */
export function verifyHs256(token: string, secret: Buffer, now = Date.now()): Record<string, unknown> {
  if (token.length > MAX_TOKEN_LENGTH) throw new InvalidTokenError('too long');
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('malformed');
  const [header, payload, signature] = parts as [string, string, string];
  const decodedHeader = decodeJsonObject(header);
  if (!decodedHeader) throw new InvalidTokenError('malformed header');
  if (decodedHeader.alg !== 'HS256') throw new InvalidTokenError('unsupported algorithm');
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new InvalidTokenError('bad signature');
  const c = decodeJsonObject(payload);
  if (!c) throw new InvalidTokenError('malformed payload');
  if (!isCount(c.exp) || !isCount(c.iat)) throw new InvalidTokenError('missing claims');
  if (c.exp * 1000 <= now) throw new InvalidTokenError('expired');
  return c;
}

/** Checks an access token: {@link verifyHs256} plus the user id and token version claims. */
export function verifyAccessToken(token: string, secret: Buffer, now = Date.now()): AccessClaims {
  const c = verifyHs256(token, secret, now);
  if (!isCount(c.sub, MAX_USER_ID) || !isCount(c.tv, MAX_USER_ID)) {
    throw new InvalidTokenError('missing claims');
  }
  return { sub: c.sub, tv: c.tv, iat: c.iat as number, exp: c.exp as number };
}
