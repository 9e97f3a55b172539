import { createHash } from 'node:crypto';
import { authMessages, suspensionMessages, type User } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import type { UserRow } from '../../db/schema';
import type { UsersRepository } from '../users/users.repository';
import { InvalidTokenError, signAccessToken, verifyAccessToken } from './jwt';

export type Role = UserRow['role'];

/** The signed-in user as routes and services see it (the `User` of the contract). */
export type AuthUser = User;

/** The verified bearer token of a request: who, and how long its tokens live. */
export interface AuthSession {
  user: AuthUser;
  /** Lifetime of the presented token in seconds; a replacement token gets the same. */
  tokenLifetime: number;
}

/** 'Angemeldet bleiben' keeps a token 30 days, otherwise it lives 12 hours. */
export const REMEMBER_TTL_SECONDS = 30 * 24 * 3600;
export const SESSION_TTL_SECONDS = 12 * 3600;

/** PREMIUM and VIP end with their membership; the account then counts as USER. */
export function effectiveRole(row: Pick<UserRow, 'role' | 'membershipExpiresAt'>, now = new Date()): Role {
  const paid = row.role === 'PREMIUM' || row.role === 'VIP';
  if (paid && row.membershipExpiresAt && row.membershipExpiresAt <= now) return 'USER';
  return row.role;
}

export function toAuthUser(
  row: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'displayName' | 'membershipExpiresAt'>,
): AuthUser {
  const role = effectiveRole(row);
  const paid = role === 'PREMIUM' || role === 'VIP';
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role,
    displayName: row.displayName,
    // An ended membership has no end to show: the account reads Basic without a date.
    membershipExpiresAt: paid ? (row.membershipExpiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * The answer to a suspended account, on sign-in and on every call with its
 * token: 403 with a clear German text, flagged `suspended` so the web app can
 * sign the member out.
 */
export function suspendedError(row: Pick<UserRow, 'suspendedReason'>): HttpError {
  const message = row.suspendedReason
    ? suspensionMessages.suspendedWithReason(row.suspendedReason)
    : suspensionMessages.suspended;
  return new HttpError(403, message, { suspended: true });
}

/** What the users table stores of an API key; null for anything that cannot be a key. */
export function apiKeyHash(apiKey: string): string | null {
  return /^[0-9a-f]{64}$/i.test(apiKey) ? sha256(apiKey.toLowerCase()) : null;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Who is asking: bearer tokens, API keys and the role rules of spec 000 §6. */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly secret: Buffer,
  ) {}

  /** The user behind a bearer token; a bad, expired or revoked token is a 401. */
  async authenticate(token: string): Promise<AuthSession> {
    let claims;
    try {
      claims = verifyAccessToken(token, this.secret);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new HttpError(401, authMessages.invalidToken);
      throw error;
    }
    const user = await this.users.findById(claims.sub);
    if (!user) throw new HttpError(401, authMessages.invalidToken);
    // Before the token version: the member learns why, although suspension voided the token too.
    if (user.suspendedAt) throw suspendedError(user);
    if (user.tokenVersion !== claims.tv) throw new HttpError(401, authMessages.invalidToken);
    return { user: toAuthUser(user), tokenLifetime: claims.exp - claims.iat };
  }

  issueToken(user: Pick<UserRow, 'id' | 'tokenVersion'>, ttlSeconds: number): string {
    return signAccessToken({ sub: user.id, tv: user.tokenVersion }, this.secret, ttlSeconds);
  }

  requireUser(user: AuthUser | null, loginMessage: string = authMessages.required): AuthUser {
    if (!user) throw new HttpError(401, loginMessage);
    return user;
  }

  requireRole(user: AuthUser | null, ...roles: Role[]): AuthUser {
    const signedIn = this.requireUser(user);
    if (!roles.includes(signedIn.role)) throw new HttpError(403, authMessages.forbidden);
    return signedIn;
  }
}
