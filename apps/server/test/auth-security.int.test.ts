import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, users } from '../src/db/schema';
import { bearer, login, solvedCaptcha, tokenFor } from './auth-helpers';
import { readOutbox } from './mail-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
let nextAddress = 10;
const freshAddress = () => `192.0.2.${nextAddress++}`;

/** Classic SQL and markup payloads, sent into every text field of the account calls. */
const HOSTILE = [
  "' OR '1'='1",
  "admin'--",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}',
  '\u0000null-byte',
  'a'.repeat(5000),
];

beforeAll(async () => {
  t = await createTestApp({
    security: { captchaTestMode: true, registrationsPerHour: 1000, resetRequestsPerHour: 1000 },
  });
  await t.app.services.users.createAccount({
    username: 'ziel',
    email: 'ziel@example.org',
    password: 'Ziel-Passwort-1',
  });
  token = await tokenFor(t.app, 'ziel', 'Ziel-Passwort-1');
});
afterAll(() => t.close());

async function usersTableIntact() {
  const rows = await t.database.db.select().from(users);
  expect(rows.map((r) => r.username)).toContain('ziel');
  return rows;
}

describe('SQL and HTML injection in every text field', () => {
  it('sign-in: identifier and password never bypass the check nor break the server', async () => {
    for (const value of HOSTILE) {
      for (const body of [
        { identifier: value, password: 'Ziel-Passwort-1' },
        { identifier: 'ziel', password: value },
      ]) {
        const res = await login(t.app, { ...body, ...(await solvedCaptcha(t.app)) }, freshAddress());
        // 429 once the lockout for 'ziel' kicks in; never 200, never 500.
        expect([400, 401, 429], `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toContain(
          res.statusCode,
        );
      }
    }
    await usersTableIntact();
  });

  it('sign-up: hostile names and addresses are refused, hostile passwords are just passwords', async () => {
    const before = (await usersTableIntact()).length;
    for (const value of HOSTILE) {
      for (const body of [
        { username: value, email: 'x@example.org', password: 'Gutes-Passwort-1' },
        { username: 'gutername', email: value, password: 'Gutes-Passwort-1' },
      ]) {
        const remoteAddress = freshAddress();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...body, ...(await solvedCaptcha(t.app, remoteAddress)) },
          remoteAddress,
        });
        expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      }
    }
    expect((await usersTableIntact()).length).toBe(before);
    const withHostilePassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'passwortkunst',
        email: 'kunst@example.org',
        password: "'; DROP TABLE users; --<script>",
        ...(await solvedCaptcha(t.app)),
      },
    });
    expect(withHostilePassword.statusCode).toBe(201);
    expect(
      (
        await login(
          t.app,
          { identifier: 'passwortkunst', password: "'; DROP TABLE users; --<script>" },
          freshAddress(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('forgot password, reset, e-mail and password change: 400 or the normal answer, never 500', async () => {
    for (const value of HOSTILE) {
      const calls = [
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: value },
          remoteAddress: freshAddress(),
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: value, password: 'Neues-Passwort-1' },
        }),
        t.app.inject({
          method: 'PUT',
          url: '/api/users/email',
          payload: { email: value, password: 'Ziel-Passwort-1' },
          headers: bearer(token),
        }),
        t.app.inject({
          method: 'PUT',
          url: '/api/users/email',
          payload: { email: 'neu@example.org', password: value },
          headers: bearer(token),
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.statusCode, res.body).not.toBe(200);
      }
      // An unknown query parameter is ignored; only a NUL byte in the URL is refused (400) before routing.
      const badCaptcha = await t.app.inject({ url: `/api/auth/captcha?x=${encodeURIComponent(value)}` });
      expect(badCaptcha.statusCode).toBe(value.includes('\u0000') ? 400 : 200);
    }
    const rows = await usersTableIntact();
    expect(rows.find((r) => r.username === 'ziel')!.email).toBe('ziel@example.org');
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('stored XSS through names', () => {
  it('keeps markup out of user names, so no page or mail can show it', async () => {
    await expect(
      t.app.services.users.createAccount({
        username: '<b>fett</b>',
        email: 'fett@example.org',
        password: 'Gutes-Passwort-1',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Jürgen_ÄÖÜ-ß.42',
        email: 'juergen@example.org',
        password: 'Gutes-Passwort-1',
        ...(await solvedCaptcha(t.app)),
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers account data as JSON with nosniff, and mails as plain text', async () => {
    const res = await t.app.inject({ url: '/api/users/profile', headers: bearer(token) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await t.app.services.mail.idle();
    const raw = readOutbox(t.dataDir);
    expect(raw.length).toBeGreaterThan(0);
    for (const mail of raw) expect(mail.text).not.toMatch(/<[a-z]/i);
  });
});

describe('user enumeration through messages', () => {
  it('sign-in, forgot password and sign-up with a taken address answer identically for known and unknown accounts', async () => {
    await t.database.db.delete(authThrottles);
    const signIn = async (identifier: string) =>
      (await login(t.app, { identifier, password: 'Falsch-Passwort-1' }, freshAddress())).json();
    expect(await signIn('ziel')).toEqual(await signIn('gibtsnicht'));
    expect(await signIn('ziel@example.org')).toEqual(await signIn('gibtsnicht@example.org'));

    const forgot = async (email: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          remoteAddress: freshAddress(),
        })
      ).json();
    expect(await forgot('ziel@example.org')).toEqual(await forgot('gibtsnicht@example.org'));

    const register = async (username: string, email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, email, password: 'Gutes-Passwort-1', ...(await solvedCaptcha(t.app)) },
        remoteAddress: freshAddress(),
      });
      return [res.statusCode, res.json()];
    };
    expect(await register('nummer1', 'ziel@example.org')).toEqual(
      await register('nummer2', 'frei@example.org'),
    );
  });
});
