import { z } from 'zod';
import { accountLimits, authMessages, roles, USERNAME_PATTERN, type Role } from '@nzbkino/shared';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { hashPassword } from './password';
import { claimableUsername } from './username-rules';
import type { UsersRepository } from './users.repository';

export { roles, type Role };

const newAccountSchema = z.object({
  username: z
    .string()
    .normalize('NFKC')
    .trim()
    .min(accountLimits.usernameMin, 'Mindestens 3 Zeichen')
    .max(accountLimits.usernameMax)
    .regex(USERNAME_PATTERN, 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich'),
  email: z.string().trim().toLowerCase().email('Ungültige E-Mail').max(accountLimits.emailMax),
  password: z.string().min(accountLimits.passwordMin, 'Mindestens 8 Zeichen').max(accountLimits.passwordMax),
  role: z.enum(roles).default('USER'),
});
export type NewAccount = z.input<typeof newAccountSchema>;

/** Role names as typed (CLI): case-insensitive, so `admin` is ADMIN (spec 000 §1). */
export function parseRole(value: string): Role | null {
  const upper = value.trim().toUpperCase();
  return (roles as readonly string[]).includes(upper) ? (upper as Role) : null;
}

/** Accounts as the CLI and the demo seed create and change them. */
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  async createAccount(input: NewAccount): Promise<UserRow> {
    const parsed = newAccountSchema.safeParse(input);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
    const { username, email, password, role } = parsed.data;
    const usernameSkeleton = await claimableUsername(this.repository, username);
    if (await this.repository.findByEmail(email)) throw new HttpError(409, authMessages.conflict);
    const passwordHash = await hashPassword(password);
    const created = await this.repository.insertUnlessTaken({
      username,
      usernameSkeleton,
      email,
      role,
      passwordHash,
    });
    if (created) return created;
    await claimableUsername(this.repository, username);
    throw new HttpError(409, authMessages.conflict);
  }

  /**
   * Sets the role; PREMIUM and VIP may carry the end of their membership
   * (null: no end). USER and ADMIN never expire.
   */
  async setRole(identifier: string, role: Role, membershipExpiresAt: Date | null = null): Promise<UserRow> {
    const user = await this.repository.findByIdentifier(identifier);
    if (!user) throw new HttpError(404, authMessages.userNotFound(identifier));
    const paid = role === 'PREMIUM' || role === 'VIP';
    const updated = await this.repository.updateRole(user.id, role, paid ? membershipExpiresAt : null);
    if (!updated) throw new HttpError(404, authMessages.userNotFound(identifier));
    return updated;
  }

  /** The account a CLI argument names (user name or e-mail); 404 when none. */
  async findByIdentifier(identifier: string): Promise<UserRow> {
    const user = await this.repository.findByIdentifier(identifier);
    if (!user) throw new HttpError(404, authMessages.userNotFound(identifier));
    return user;
  }

  async exists(username: string, email: string): Promise<boolean> {
    return (await this.repository.findByUsernameOrEmail(username, email)) !== undefined;
  }

  countAccounts(): Promise<number> {
    return this.repository.countAll();
  }
}
