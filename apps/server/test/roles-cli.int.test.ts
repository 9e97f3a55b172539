import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipEnd } from '../src/cli/user-commands';
import { parseRole } from '../src/modules/users/users.service';
import { runToEnd } from './processes';

let work: string;

const cli = (...args: string[]) =>
  runToEnd('src/cli.ts', args, { ...process.env, DATA_DIR: work, DATABASE_URL: '', LOG_LEVEL: 'silent' });

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-roles-cli-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('role parsing', () => {
  it('accepts the roles in any case (ADMIN is also written admin)', () => {
    expect(parseRole('admin')).toBe('ADMIN');
    expect(parseRole(' Premium ')).toBe('PREMIUM');
    expect(parseRole('vip')).toBe('VIP');
    expect(parseRole('root')).toBeNull();
  });

  it('reads the membership end from --days or --until', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(membershipEnd({ days: '30' }, now)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(membershipEnd({ until: '2026-12-31' }, now)?.toISOString()).toBe('2026-12-31T23:59:59.000Z');
    expect(membershipEnd({}, now)).toBeNull();
    expect(() => membershipEnd({ days: '0' }, now)).toThrow();
    expect(() => membershipEnd({ until: '31.12.2026' }, now)).toThrow();
  });
});

// The CLI runs on its own PGlite folder, so the PostgreSQL pass of the suite need not repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run cli -- create-admin / set-role', () => {
  it('creates an admin with a generated password shown once, then changes roles with an end date', async () => {
    const created = await cli('create-admin', '--username', 'chefin', '--email', 'chefin@example.org');
    expect(created.stdout).toMatch(/Administrator chefin \(ID \d+\) angelegt\./);
    expect(created.stdout).toMatch(/Passwort \(wird nur jetzt angezeigt\): \S{20,}/);

    const premium = await cli('set-role', 'chefin@example.org', 'premium', '--until', '2030-06-30');
    expect(premium.stdout).toContain('chefin hat jetzt die Rolle PREMIUM bis 30.6.2030, 23:59:59 (UTC).');

    const admin = await cli('set-role', 'chefin', 'admin');
    expect(admin.stdout).toContain('chefin hat jetzt die Rolle ADMIN.');

    const refused = await cli('set-role', 'chefin', 'ADMIN', '--days', '3');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Ablaufdatum gibt es nur für PREMIUM und VIP');
  }, 120_000);
});
