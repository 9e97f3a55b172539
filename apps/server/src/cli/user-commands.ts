import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  createAdminCommand as createAdmin,
  grantMembershipCommand as grantMembership,
  setRoleCommand as setRole,
} from '../modules/control/commands';
import { paidPlanIds, type PaidPlanId } from '@nzbkino/shared';
import { parseRole, roles } from '../modules/users/users.service';
import { runCommand } from './context';

export async function createAdminCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.username || !values.email) {
    throw new Error('Aufruf: create-admin --username NAME --email ADRESSE [--password PASSWORT]');
  }
  // Without --password a strong one is generated and shown exactly once.
  const password = values.password ?? randomBytes(18).toString('base64url');
  await runCommand(createAdmin, { username: values.username, email: values.email, password });
  if (!values.password) console.log(`Passwort (wird nur jetzt angezeigt): ${password}`);
}

const SET_ROLE_USAGE = `Aufruf: set-role BENUTZERNAME|E-MAIL ${roles.join('|')} [--days N | --until JJJJ-MM-TT]`;

/** The end of a membership from --days or --until; null without either. */
export function membershipEnd(values: { days?: string; until?: string }, now = new Date()): Date | null {
  if (values.days !== undefined) {
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1) throw new Error('--days braucht eine ganze Zahl ≥ 1.');
    return new Date(now.getTime() + days * 24 * 3600_000);
  }
  if (values.until !== undefined) {
    const until = /^\d{4}-\d{2}-\d{2}$/.test(values.until) ? new Date(`${values.until}T23:59:59Z`) : null;
    if (!until || Number.isNaN(until.getTime())) throw new Error('--until braucht ein Datum JJJJ-MM-TT.');
    return until;
  }
  return null;
}

export async function setRoleCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { days: { type: 'string' }, until: { type: 'string' } },
  });
  const [identifier, roleName] = positionals;
  const role = roleName ? parseRole(roleName) : null;
  if (!identifier || !role) throw new Error(SET_ROLE_USAGE);
  const expiresAt = membershipEnd(values);
  if (expiresAt && role !== 'PREMIUM' && role !== 'VIP') {
    throw new Error('Ein Ablaufdatum gibt es nur für PREMIUM und VIP.');
  }
  await runCommand(setRole, { identifier, role, expiresAt: expiresAt?.toISOString() ?? null });
}

const GRANT_USAGE = `Aufruf: grant-membership BENUTZERNAME|E-MAIL ${paidPlanIds.join('|')} [--days N | --until JJJJ-MM-TT]`;

/** `grant-membership`: Premium or VIP for --days (extends the same plan), until a date, or one plan period. */
export async function grantMembershipCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { days: { type: 'string' }, until: { type: 'string' } },
  });
  const [identifier, planName] = positionals;
  const plan = planName?.trim().toLowerCase();
  if (!identifier || !plan || !(paidPlanIds as readonly string[]).includes(plan))
    throw new Error(GRANT_USAGE);
  if (values.days !== undefined && values.until !== undefined) throw new Error(GRANT_USAGE);
  const days = values.days === undefined ? null : Number(values.days);
  if (days !== null && (!Number.isInteger(days) || days < 1))
    throw new Error('--days braucht eine ganze Zahl ≥ 1.');
  const endsAt = values.until === undefined ? null : membershipEnd({ until: values.until });
  await runCommand(grantMembership, {
    identifier,
    plan: plan as PaidPlanId,
    days,
    endsAt: endsAt?.toISOString() ?? null,
  });
}
