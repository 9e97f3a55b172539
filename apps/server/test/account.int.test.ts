import { statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { sha256 } from '../src/modules/auth/auth.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema';
import { bearer, login, solvedCaptcha, tokenFor } from './auth-helpers';
import { readOutbox, resetTokenFrom } from './mail-helpers';
import { createTestApp, type TestApp } from './test-app';
import { member, PASSWORD as MEMBER_PASSWORD } from './download-fixture';

let t: TestApp;
const PASSWORD = 'Richtig-Geheim-1';
let nextAddress = 10;
const freshAddress = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  t = await createTestApp({
    publicUrl: 'https://kino.example.org',
    security: { captchaTestMode: true, registrationsPerHour: 3 },
  });
  await t.app.services.users.createAccount({
    username: 'vorhanden',
    email: 'vorhanden@example.org',
    password: PASSWORD,
  });
});
afterAll(() => t.close());

async function register(body: Record<string, unknown>, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...(await solvedCaptcha(t.app, remoteAddress)), ...body },
    remoteAddress,
  });
}

async function mailsTo(address: string) {
  await t.app.services.mail.idle();
  return readOutbox(t.dataDir).filter((m) => m.to === address);
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers the spec text and mails a welcome', async () => {
    const res = await register({
      username: 'Neuling',
      email: 'Neuling@Example.org',
      password: 'Gutes-Passwort-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Registrierung erfolgreich! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'Neuling'));
    expect(row).toMatchObject({ email: 'neuling@example.org', role: 'USER' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await mailsTo('neuling@example.org');
    expect(mail!.subject).toBe('Willkommen bei NZBKino');
    expect(mail!.text).toContain('https://kino.example.org/auth/signin');
    expect((await login(t.app, { identifier: 'neuling', password: 'Gutes-Passwort-1' })).statusCode).toBe(
      200,
    );
  });

  it('answers 409 for a taken user name, in any case', async () => {
    const res = await register({
      username: 'VORHANDEN',
      email: 'anders@example.org',
      password: 'Gutes-Passwort-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Benutzername oder E-Mail bereits vergeben.');
  });

  it('does not reveal a taken e-mail address: same answer, no account, a note to the owner', async () => {
    const before = await t.database.db.select().from(users);
    const res = await register({
      username: 'zweitkonto',
      email: 'VORHANDEN@example.org',
      password: 'Gutes-Passwort-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Registrierung erfolgreich! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.',
    );
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
    const notes = await mailsTo('vorhanden@example.org');
    expect(notes.at(-1)!.subject).toBe('Registrierung bei NZBKino');
    expect(notes.at(-1)!.text).toContain('https://kino.example.org/auth/forgot-password');
  });

  it('validates the fields (username 3–50 and no markup, e-mail, password ≥ 8)', async () => {
    const cases = [
      { username: 'ab', email: 'a@example.org', password: 'Gutes-Passwort-1' },
      { username: 'x'.repeat(51), email: 'a@example.org', password: 'Gutes-Passwort-1' },
      { username: '<script>', email: 'a@example.org', password: 'Gutes-Passwort-1' },
      { username: 'leer zeichen', email: 'a@example.org', password: 'Gutes-Passwort-1' },
      { username: 'gutername', email: 'keine-mail', password: 'Gutes-Passwort-1' },
      { username: 'gutername', email: 'a@example.org', password: 'kurz' },
    ];
    for (const body of cases) expect((await register(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('limits registrations per address (REGISTRATIONS_PER_HOUR)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await register(
            { username: `serie${i}`, email: `serie${i}@example.org`, password: 'Gutes-Passwort-1' },
            address,
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('forgot password and reset', () => {
  const forgot = (email: string, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  it('always gives the same answer; only a known address gets a mail', async () => {
    await t.app.services.users.createAccount({
      username: 'vergesslich',
      email: 'vergesslich@example.org',
      password: PASSWORD,
    });
    const known = await forgot('Vergesslich@example.org');
    const unknown = await forgot('unbekannt@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo('unbekannt@example.org')).toHaveLength(0);
    const [mail] = await mailsTo('vergesslich@example.org');
    expect(mail!.subject).toBe('Passwort zurücksetzen bei NZBKino');
    expect(mail!.text).toMatch(/https:\/\/kino\.example\.org\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    // The outbox holds secrets: owner-only.
    expect(statSync(mail!.file!).mode & 0o077).toBe(0);
  });

  it('ignores the Host header when building the link (no reset poisoning)', async () => {
    await t.app.services.users.createAccount({
      username: 'gehostet',
      email: 'gehostet@example.org',
      password: PASSWORD,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'gehostet@example.org' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const [mail] = await mailsTo('gehostet@example.org');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('stores the token hashed; it works once, ends all sessions and clears the lockout', async () => {
    await t.app.services.users.createAccount({
      username: 'zurueck',
      email: 'zurueck@example.org',
      password: PASSWORD,
    });
    const oldToken = await tokenFor(t.app, 'zurueck', PASSWORD);
    // Lock the account first.
    const address = freshAddress();
    await login(t.app, { identifier: 'zurueck', password: 'falsch-123' }, address);
    await login(t.app, { identifier: 'zurueck', password: 'falsch-123' }, address);
    await login(
      t.app,
      { identifier: 'zurueck', password: 'falsch-123', ...(await solvedCaptcha(t.app)) },
      address,
    );

    await forgot('zurueck@example.org');
    const [mail] = await mailsTo('zurueck@example.org');
    const token = resetTokenFrom(mail!);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);

    const ok = await reset(token, 'Neues-Passwort-2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.');
    const again = await reset(token, 'Noch-Eins-3');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('ungültig, abgelaufen oder wurde bereits benutzt');

    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    expect(
      (await login(t.app, { identifier: 'zurueck', password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(401);
    expect(
      (await login(t.app, { identifier: 'zurueck', password: 'Neues-Passwort-2' }, freshAddress()))
        .statusCode,
    ).toBe(200);
    const changed = await mailsTo('zurueck@example.org');
    expect(changed.at(-1)!.subject).toBe('Ihr Passwort bei NZBKino wurde geändert');
  });

  it('refuses an expired token, a made-up token and voids older tokens after a reset', async () => {
    await t.app.services.users.createAccount({
      username: 'abgelaufen',
      email: 'abgelaufen@example.org',
      password: PASSWORD,
    });
    await forgot('abgelaufen@example.org');
    await forgot('abgelaufen@example.org');
    const [first, second] = (await mailsTo('abgelaufen@example.org')).map(resetTokenFrom);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(first!)));
    expect((await reset(first!, 'Neues-Passwort-2')).statusCode).toBe(400);
    expect((await reset('A'.repeat(43), 'Neues-Passwort-2')).statusCode).toBe(400);
    expect((await reset(second!, 'Neues-Passwort-2')).statusCode).toBe(200);

    await forgot('abgelaufen@example.org');
    await forgot('abgelaufen@example.org');
    const tokens = (await mailsTo('abgelaufen@example.org'))
      .map((m) => (m.text.includes('reset-password') ? resetTokenFrom(m) : null))
      .filter(Boolean);
    const [third, fourth] = tokens.slice(-2) as string[];
    expect((await reset(fourth!, 'Drittes-Passwort-3')).statusCode).toBe(200);
    expect((await reset(third!, 'Viertes-Passwort-4')).statusCode).toBe(400);
  });

  it('sends at most 3 reset mails per address and hour, silently', async () => {
    await t.app.services.users.createAccount({
      username: 'postfach',
      email: 'postfach@example.org',
      password: PASSWORD,
    });
    for (let i = 0; i < 5; i++) expect((await forgot('postfach@example.org')).statusCode).toBe(200);
    expect(await mailsTo('postfach@example.org')).toHaveLength(3);
  });
});

describe('changing e-mail and password', () => {
  let token: string;
  beforeAll(async () => {
    await t.app.services.users.createAccount({
      username: 'mitglied',
      email: 'mitglied@example.org',
      password: PASSWORD,
    });
    token = await tokenFor(t.app, 'mitglied', PASSWORD);
  });

  const putEmail = (body: object, auth = token) =>
    t.app.inject({ method: 'PUT', url: '/api/users/email', payload: body, headers: bearer(auth) });
  const putPassword = (body: object, auth = token) =>
    t.app.inject({ method: 'PUT', url: '/api/users/password', payload: body, headers: bearer(auth) });

  it('changes the e-mail with the current password and answers the updated user', async () => {
    const wrong = await putEmail({ email: 'neu@example.org', password: 'falsch-123' });
    // 400, not 401: a 401 would sign the client out.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Das aktuelle Passwort ist falsch.', field: 'password' });

    const taken = await putEmail({ email: 'Vorhanden@example.org', password: PASSWORD });
    expect(taken.statusCode).toBe(409);

    const ok = await putEmail({ email: 'Neu.Mitglied@example.org', password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'mitglied', email: 'neu.mitglied@example.org' });
    const note = await mailsTo('mitglied@example.org');
    expect(note.at(-1)!.text).toContain('neu.mitglied@example.org');
    expect(
      (await login(t.app, { identifier: 'neu.mitglied@example.org', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers at most 5 e-mail changes per account and hour (no oracle for registered addresses)', async () => {
    const own = (await member(t, 'neugierig')).token;
    const statuses: number[] = [];
    const tries = ['vorhanden', 'a', 'a', 'vorhanden', 'b', 'vorhanden', 'vorhanden'];
    for (const name of tries) {
      const res = await putEmail({ email: `${name}@example.org`, password: MEMBER_PASSWORD }, own);
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    }
    // The address it already has changes nothing and is not counted; the sixth counted attempt is refused.
    expect(statuses).toEqual([409, 200, 200, 409, 200, 409, 429]);
  });

  it('changes the password: wrong current one is 400, success ends other sessions and gives a fresh token', async () => {
    const other = await tokenFor(t.app, 'mitglied', PASSWORD);
    const wrong = await putPassword({ currentPassword: 'falsch-123', newPassword: 'Neues-Passwort-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Das aktuelle Passwort ist falsch.');
    expect((await putPassword({ currentPassword: PASSWORD, newPassword: 'kurz' })).statusCode).toBe(400);

    const ok = await putPassword({ currentPassword: PASSWORD, newPassword: 'Neues-Passwort-2' });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().access_token as string;
    expect(ok.json().user.username).toBe('mitglied');
    for (const old of [token, other]) {
      expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await login(t.app, { identifier: 'mitglied', password: 'Neues-Passwort-2' })).statusCode).toBe(
      200,
    );
    token = fresh;
  });

  it('pauses after 5 wrong current passwords (no password oracle with a stolen token)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await putPassword({ currentPassword: `falsch-${i}-xx`, newPassword: 'Egal-Passwort-9' })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const right = await putPassword({ currentPassword: 'Neues-Passwort-2', newPassword: 'Egal-Passwort-9' });
    expect(right.statusCode).toBe(429);
  });

  it('signs out everywhere with POST /api/users/logout-all', async () => {
    const a = await tokenFor(t.app, 'vorhanden', PASSWORD);
    const b = await tokenFor(t.app, 'vorhanden', PASSWORD);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout-all', headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    for (const old of [a, b]) {
      expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(old) })).statusCode).toBe(401);
    }
  });
});

describe('roles and membership', () => {
  it('reads an expired PREMIUM or VIP membership as USER', async () => {
    await t.app.services.users.createAccount({
      username: 'premium',
      email: 'premium@example.org',
      password: PASSWORD,
    });
    const future = new Date(Date.now() + 86_400_000);
    await t.app.services.users.setRole('premium', 'PREMIUM', future);
    const token = await tokenFor(t.app, 'premium', PASSWORD);
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json();
    expect(profile).toMatchObject({ role: 'PREMIUM', membershipExpiresAt: future.toISOString() });

    await t.database.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.username, 'premium'));
    const expired = (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json();
    expect(expired.role).toBe('USER');
  });

  it('ignores an end date for USER and ADMIN', async () => {
    const row = await t.app.services.users.setRole('premium', 'ADMIN', new Date(Date.now() - 1000));
    expect(row.membershipExpiresAt).toBeNull();
  });
});
