import { HttpError } from '../../lib/http-errors';
import type { UserRow } from '../../db/schema';
import { verifyPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import { InvalidTokenError, signAccessToken, verifyAccessToken } from './jwt';

export type Role = UserRow['role'];

/** The signed-in user as routes and services see it. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  displayName: string | null;
}

const REMEMBER_TTL = 30 * 24 * 3600;
const SESSION_TTL = 12 * 3600;

export const authMessages = {
  required: 'Anmeldung erforderlich.',
  invalidToken: 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  forbidden: 'Für diese Aktion fehlen die Berechtigungen.',
  badCredentials: 'Benutzername/E-Mail oder Passwort ist falsch.',
} as const;

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    displayName: row.displayName,
  };
}

/** Who is asking: token checks, sign-in and the role rules of spec 000 §6. */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly secret: Buffer,
  ) {}

  /** The user behind a bearer token; a bad, expired or revoked token is a 401. */
  async authenticate(token: string): Promise<AuthUser> {
    let claims;
    try {
      claims = verifyAccessToken(token, this.secret);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new HttpError(401, authMessages.invalidToken);
      throw error;
    }
    const user = await this.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.tv) throw new HttpError(401, authMessages.invalidToken);
    return toAuthUser(user);
  }

  async signIn(
    identifier: string,
    password: string,
    remember: boolean,
  ): Promise<{ access_token: string; user: AuthUser }> {
    const user = await this.users.findByIdentifier(identifier.trim());
    // Verify against a dummy hash when the account is unknown, so timing does not reveal it.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) throw new HttpError(401, authMessages.badCredentials);
    const token = signAccessToken(
      { sub: user.id, tv: user.tokenVersion },
      this.secret,
      remember ? REMEMBER_TTL : SESSION_TTL,
    );
    return { access_token: token, user: toAuthUser(user) };
  }

  requireUser(user: AuthUser | null): AuthUser {
    if (!user) throw new HttpError(401, authMessages.required);
    return user;
  }

  requireRole(user: AuthUser | null, ...roles: Role[]): AuthUser {
    const signedIn = this.requireUser(user);
    if (!roles.includes(signedIn.role)) throw new HttpError(403, authMessages.forbidden);
    return signedIn;
  }
}

/** argon2id hash of a random throwaway password, used only to spend the same time on unknown accounts. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tlmKlBsAr5Jx0IcglGyaxA$EK1U7YL9WM4chdEibGkw9O/u9pLLcCWOodWSBMjwyrY';
