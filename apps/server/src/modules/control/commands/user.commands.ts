import { z } from 'zod';
import { roles } from '../../users/users.service';
import { defineCommand } from '../command';

/** `create-admin`: the CLI generates the password when none is given and shows it once. */
export const createAdminCommand = defineCommand({
  name: 'create-admin',
  args: z.object({
    username: z.string().min(1).max(200),
    email: z.string().min(1).max(320),
    password: z.string().min(1).max(1000),
  }),
  async run({ services }, args, report) {
    const user = await services.users.createAccount({ ...args, role: 'ADMIN' });
    report.print(`Administrator ${user.username} (ID ${user.id}) angelegt.`);
    return { id: user.id };
  },
});

/** `set-role`: a role, PREMIUM and VIP optionally until a given moment. */
export const setRoleCommand = defineCommand({
  name: 'set-role',
  args: z.object({
    identifier: z.string().min(1).max(320),
    role: z.enum(roles),
    expiresAt: z.iso.datetime().nullable(),
  }),
  async run({ services }, { identifier, role, expiresAt }, report) {
    const user = await services.users.setRole(identifier, role, expiresAt ? new Date(expiresAt) : null);
    const until = user.membershipExpiresAt
      ? ` bis ${user.membershipExpiresAt.toLocaleString('de-DE', { timeZone: 'UTC' })} (UTC)`
      : '';
    report.print(`${user.username} hat jetzt die Rolle ${user.role}${until}.`);
    return {};
  },
});
