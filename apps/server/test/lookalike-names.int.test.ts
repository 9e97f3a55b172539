import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages } from '@nzbkino/shared';
import { users } from '../src/db/schema';
import { HttpError } from '../src/lib/http-errors';
import { backfillUsernameSkeletons } from '../src/modules/users/username-rules';
import { UsersRepository } from '../src/modules/users/users.repository';
import { hashPassword } from '../src/modules/users/password';
import { login, solvedCaptcha } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const ADMIN_PASSWORD = 'Chef-Passwort-2026';
beforeAll(async () => {
  t = await createTestApp({ security: { captchaTestMode: true, registrationsPerHour: 1000 } });
  await t.app.services.users.createAccount({
    username: 'admin',
    email: 'admin@example.org',
    password: ADMIN_PASSWORD,
    role: 'ADMIN',
  });
});
afterAll(() => t.close());

let address = 0;
const PASSWORD = 'Ein-langes-Passwort-9';
async function register(username: string, email: string) {
  const remoteAddress = `192.0.2.${++address}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { username, email, password: PASSWORD, ...(await solvedCaptcha(t.app, remoteAddress)) },
  });
}

/** The three of issue 10, and for the command line three more of the same kinds. */
const LOOK_ALIKES: [label: string, name: string, message: string, cliName: string][] = [
  ['full-width ａｄｍｉｎ', 'ａｄｍｉｎ', authMessages.conflict, 'ａdmin'],
  ['аdmin with a Cyrillic а', '\u0430dmin', authMessages.usernameConfusable, 'adm\u0456n'],
  ['admin. with a trailing dot', 'admin.', authMessages.usernameConfusable, '_admin'],
];

describe.each(LOOK_ALIKES)('%s', (_label, name, message, cliName) => {
  it('cannot sign up beside admin (409), nor sign in as a second account', async () => {
    const res = await register(name, `lookalike${++address}@example.org`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect((await t.database.db.select().from(users)).map((u) => u.username)).not.toContain(name);
    const signIn = await login(t.app, { identifier: name, password: PASSWORD }, `198.51.100.${++address}`);
    expect(signIn.statusCode).toBe(401);
  });

  it('cannot be created on the command line either', async () => {
    const created = t.app.services.users.createAccount({
      username: cliName,
      email: `cli${++address}@example.org`,
      password: PASSWORD,
    });
    await expect(created).rejects.toThrow(HttpError);
    await expect(created).rejects.toMatchObject({ statusCode: 409 });
  });

  it('never signs into another account than the one typed', async () => {
    const res = await login(t.app, { identifier: name, password: ADMIN_PASSWORD }, `198.51.100.${++address}`);
    if (res.statusCode === 200) {
      // ａｄｍｉｎ is admin itself after normalisation, signed in with admin's own password.
      expect(name.normalize('NFKC')).toBe('admin');
      expect(res.json().user.username).toBe('admin');
    } else {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('user names', () => {
  it('are stored NFKC-normalised', async () => {
    expect((await register('Ｋａｔｊａ', 'katja@example.org')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'katja@example.org'));
    expect(row?.username).toBe('Katja');
  });

  it('refuse a look-alike registered at the same moment (the unique skeleton decides)', async () => {
    const results = await Promise.allSettled(
      ['bruno', 'brun\u043e'].map((username, i) =>
        t.app.services.users.createAccount({
          username,
          email: `bruno${i}@example.org`,
          password: PASSWORD,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ statusCode: 409 });
  });

  it('of accounts older than the check get their skeleton; an old look-alike keeps signing in as itself', async () => {
    const passwordHash = await hashPassword('Altes-Passwort-1');
    await t.database.db.insert(users).values([
      { username: 'legacy', email: 'legacy@example.org', passwordHash },
      { username: 'l\u0435gacy', email: 'legacy2@example.org', passwordHash },
    ]);
    const left = await backfillUsernameSkeletons(new UsersRepository(t.database.db));
    expect(left).toEqual(['l\u0435gacy']);
    expect((await register('legacy.', 'legacy3@example.org')).statusCode).toBe(409);
    const res = await login(
      t.app,
      { identifier: 'l\u0435gacy', password: 'Altes-Passwort-1' },
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('legacy2@example.org');
  });
});
