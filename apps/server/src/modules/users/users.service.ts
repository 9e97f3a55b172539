import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { hashPassword } from './password';
import type { UsersRepository } from './users.repository';

export const roles = ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

const newAccountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Mindestens 3 Zeichen')
    .max(50)
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich'),
  email: z.string().trim().toLowerCase().email('Ungültige E-Mail').max(254),
  password: z.string().min(8, 'Mindestens 8 Zeichen').max(256),
  role: z.enum(roles).default('USER'),
});
export type NewAccount = z.input<typeof newAccountSchema>;

export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  /** Creates an account; used by the CLI now and by registration later. */
  async createAccount(input: NewAccount): Promise<UserRow> {
    const parsed = newAccountSchema.safeParse(input);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
    const { username, email, password, role } = parsed.data;
    if (await this.repository.findByUsernameOrEmail(username, email)) {
      throw new HttpError(409, 'Benutzername oder E-Mail bereits vergeben.');
    }
    return this.repository.insert({ username, email, role, passwordHash: await hashPassword(password) });
  }

  async setRole(identifier: string, role: Role): Promise<UserRow> {
    const user = await this.repository.findByIdentifier(identifier);
    if (!user) throw new HttpError(404, `Benutzer ${identifier} nicht gefunden.`);
    const updated = await this.repository.updateRole(user.id, role);
    if (!updated) throw new HttpError(404, `Benutzer ${identifier} nicht gefunden.`);
    return updated;
  }

  async exists(username: string, email: string): Promise<boolean> {
    return (await this.repository.findByUsernameOrEmail(username, email)) !== undefined;
  }

  countAccounts(): Promise<number> {
    return this.repository.countAll();
  }
}
