import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, users } from '../src/db/schema';
import { signAccessToken, verifyAccessToken } from '../src/modules/auth/jwt';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret';
import { bearer, login, solvedCaptcha, tokenFor } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const PASSWORD = 'Richtig-Geheim-1';

beforeAll(async () => {
  t = await createTestApp({ security: { captchaTestMode: true } });
  for (const name of ['anna', 'bert', 'carla', 'dora', 'emil']) {
    await t.app.services.users.createAccount({
      username: name,
      email: `${name}@example.org`,
      password: PASSWORD,
    });
  }
});
afterAll(() => t.close());

/** Every scenario uses its own client address, so address counters do not leak between tests. */
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe('POST /api/auth/login', () => {
  it('signs in with user name or e-mail (any case) and answers access_token and user', async () => {
    for (const identifier of ['anna', 'ANNA', 'Anna@Example.org']) {
      const res = await login(t.app, { identifier, password: PASSWORD }, freshAddress());
      expect(res.statusCode, identifier).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({
        id: expect.any(Number),
        username: 'anna',
        email: 'anna@example.org',
        role: 'USER',
        displayName: null,
        membershipExpiresAt: null,
      });
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it("keeps a token 30 days with 'Angemeldet bleiben', otherwise 12 hours", async () => {
    const secret = loadJwtSecret(undefined, t.dataDir);
    const short = (await login(t.app, { identifier: 'anna', password: PASSWORD }, freshAddress())).json();
    const long = (
      await login(t.app, { identifier: 'anna', password: PASSWORD, remember: true }, freshAddress())
    ).json();
    const lifetime = (token: string) => {
      const c = verifyAccessToken(token, secret);
      return c.exp - c.iat;
    };
    expect(lifetime(short.access_token)).toBe(12 * 3600);
    expect(lifetime(long.access_token)).toBe(30 * 24 * 3600);
  });

  it('answers unknown accounts and wrong passwords with the same 401 and message', async () => {
    const unknown = await login(t.app, { identifier: 'niemand', password: 'falsch-123' }, freshAddress());
    const wrong = await login(t.app, { identifier: 'bert', password: 'falsch-123' }, freshAddress());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().message).toBe('Benutzername/E-Mail oder Passwort ist falsch.');
  });

  it('validates the payload: identifier ≥ 3, password ≥ 6', async () => {
    const address = freshAddress();
    expect((await login(t.app, { identifier: 'ab', password: 'abcdef' }, address)).statusCode).toBe(400);
    expect((await login(t.app, { identifier: 'anna', password: 'abc' }, address)).statusCode).toBe(400);
  });
});

describe('lockout (spec 000 §4, §8)', () => {
  it('runs the sequence per identifier and network: 401, 401, captcha required, captcha invalid, 429 with blockTime', async () => {
    const address = freshAddress();
    const wrong = { identifier: 'carla', password: 'falsch-123' };
    expect((await login(t.app, wrong, address)).statusCode).toBe(401);
    expect((await login(t.app, wrong, address)).statusCode).toBe(401);

    // From 2 failures a captcha is needed — from another address too, since the identifier counts.
    const noCaptcha = await login(t.app, { identifier: 'carla', password: PASSWORD }, freshAddress());
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      requiresCaptcha: true,
      message: 'Bitte lösen Sie das Captcha.',
    });

    const captcha = await solvedCaptcha(t.app);
    const badCaptcha = await login(
      t.app,
      { ...wrong, captchaId: captcha.captchaId, captcha: '999' },
      address,
    );
    expect(badCaptcha.statusCode).toBe(400);
    expect(badCaptcha.json()).toMatchObject({ captchaInvalid: true, message: 'Ungültiger Sicherheitscode' });

    const third = await login(t.app, { ...wrong, ...(await solvedCaptcha(t.app)) }, address);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      blockTime: 300,
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    });
    expect(third.headers['retry-after']).toBe('300');

    // Blocked from that network: even the right password with a right captcha is refused there.
    const right = await login(
      t.app,
      { identifier: 'carla', password: PASSWORD, ...(await solvedCaptcha(t.app)) },
      address,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().blockTime).toBeGreaterThan(0);
    expect(right.json().blockTime).toBeLessThanOrEqual(300);

    // Three wrong passwords from a stranger do not lock the owner out: elsewhere a captcha is enough.
    const owner = freshAddress();
    expect((await login(t.app, { identifier: 'carla', password: PASSWORD }, owner)).json()).toMatchObject({
      requiresCaptcha: true,
    });
    const signedIn = await login(
      t.app,
      { identifier: 'carla', password: PASSWORD, ...(await solvedCaptcha(t.app)) },
      owner,
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('after the block one attempt is allowed; a right password signs in and clears the counter', async () => {
    const address = freshAddress();
    const wrong = { identifier: 'dora', password: 'falsch-123' };
    await login(t.app, wrong, address);
    await login(t.app, wrong, address);
    expect((await login(t.app, { ...wrong, ...(await solvedCaptcha(t.app)) }, address)).statusCode).toBe(429);
    // Let the block run out.
    await t.database.db.update(authThrottles).set({ blockedUntil: new Date(Date.now() - 1000) });

    // Still within the window: a failure blocks again at once, and the captcha is still required.
    expect((await login(t.app, wrong, address)).json()).toMatchObject({ requiresCaptcha: true });
    expect((await login(t.app, { ...wrong, ...(await solvedCaptcha(t.app)) }, address)).statusCode).toBe(429);
    await t.database.db.update(authThrottles).set({ blockedUntil: new Date(Date.now() - 1000) });

    const ok = await login(
      t.app,
      { identifier: 'dora', password: PASSWORD, ...(await solvedCaptcha(t.app)) },
      address,
    );
    expect(ok.statusCode).toBe(200);
    // The identifier starts over: one more failure is a plain 401 again.
    expect((await login(t.app, wrong, freshAddress())).statusCode).toBe(401);
  });

  it('counts per client address across identifiers (credential stuffing from one source)', async () => {
    const address = freshAddress();
    const identifiers = Array.from({ length: 12 }, (_, i) => `opfer${i}@example.org`);
    expect(
      (await login(t.app, { identifier: identifiers[0]!, password: 'x-123456' }, address)).statusCode,
    ).toBe(401);
    expect(
      (await login(t.app, { identifier: identifiers[1]!, password: 'x-123456' }, address)).statusCode,
    ).toBe(401);
    // A new identifier, but the address has failed twice: captcha required.
    const third = await login(t.app, { identifier: identifiers[2]!, password: 'x-123456' }, address);
    expect(third.json()).toMatchObject({ requiresCaptcha: true });

    // With solved captchas the address gets LOGIN_ADDRESS_BLOCK_AFTER (10) failures in all.
    const statuses: number[] = [];
    for (let i = 2; i < 12; i++) {
      const res = await login(
        t.app,
        { identifier: identifiers[i]!, password: 'x-123456', ...(await solvedCaptcha(t.app)) },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429, 429, 429]);

    // The blocked address cannot sign in to a real account either; another address can.
    const fromBlocked = await login(
      t.app,
      { identifier: 'emil', password: PASSWORD, ...(await solvedCaptcha(t.app)) },
      address,
    );
    expect(fromBlocked.statusCode).toBe(429);
    expect((await login(t.app, { identifier: 'emil', password: PASSWORD }, freshAddress())).statusCode).toBe(
      200,
    );
  });

  it('treats all addresses of one IPv6 /64 as one client', async () => {
    const wrong = (n: number) => ({ identifier: `v6-${n}@example.org`, password: 'x-123456' });
    expect((await login(t.app, wrong(1), '2001:db8:77:1::1')).statusCode).toBe(401);
    expect((await login(t.app, wrong(2), '2001:db8:77:1::2')).statusCode).toBe(401);
    expect((await login(t.app, wrong(3), '2001:db8:77:1:ffff::3')).json()).toMatchObject({
      requiresCaptcha: true,
    });
    expect((await login(t.app, wrong(4), '2001:db8:77:2::1')).statusCode).toBe(401);
  });

  it('does not let a burst of parallel guesses past the limit', async () => {
    await t.app.services.users.createAccount({
      username: 'burst',
      email: 'burst@example.org',
      password: PASSWORD,
    });
    // Without captchas: once two failures are counted, the rest need one.
    const plain = await Promise.all(
      Array.from({ length: 8 }, () =>
        login(t.app, { identifier: 'burst', password: 'falsch-123' }, freshAddress()),
      ),
    );
    expect(plain.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(2);
    await t.database.db.delete(authThrottles);

    // With a solved captcha each (the attacker pays for them) from as many addresses: every attempt
    // is counted before its check, so at most LOGIN_IDENTIFIER_BLOCK_AFTER - 1 (9) guesses are
    // checked and the rest are refused with 429 unchecked.
    const captchas = await Promise.all(Array.from({ length: 16 }, () => solvedCaptcha(t.app)));
    const burst = await Promise.all(
      captchas.map((c) =>
        login(t.app, { identifier: 'burst', password: 'falsch-123', ...c }, freshAddress()),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    // Now the identifier is blocked everywhere, for its owner too.
    const owner = await login(
      t.app,
      { identifier: 'burst', password: PASSWORD, ...(await solvedCaptcha(t.app)) },
      freshAddress(),
    );
    expect(owner.statusCode).toBe(429);
  });

  it('behaves the same for unknown and existing identifiers (no enumeration through the lockout)', async () => {
    const sequence = async (identifier: string) => {
      const address = freshAddress();
      const out: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const captcha = i >= 2 ? await solvedCaptcha(t.app) : {};
        const res = await login(t.app, { identifier, password: 'falsch-123', ...captcha }, address);
        out.push([res.statusCode, res.json()]);
      }
      return out;
    };
    await t.app.services.users.createAccount({
      username: 'echt',
      email: 'echt@example.org',
      password: PASSWORD,
    });
    expect(await sequence('echt')).toEqual(await sequence('erfunden'));
  });

  it('keeps no typed identifier or address in the counter table', async () => {
    const rows = await t.database.db.select().from(authThrottles);
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    for (const clear of ['carla', 'opfer', '198.51.100', '2001:db8']) expect(dump).not.toContain(clear);
  });
});

describe('bearer tokens', () => {
  it('rejects alg=none, foreign signatures, expired, tampered and revoked tokens with 401', async () => {
    const token = await tokenFor(t.app, 'bert', PASSWORD);
    const secret = loadJwtSecret(undefined, t.dataDir);
    const [, payload] = token.split('.');
    const [bert] = await t.database.db.select().from(users).where(eq(users.username, 'bert'));
    const claims = { sub: bert!.id, tv: bert!.tokenVersion };
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      `${Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url')}.${payload}.${token.split('.')[2]}`,
      signAccessToken(claims, Buffer.from('fremdes-geheimnis-'.repeat(4)), 3600),
      signAccessToken(claims, secret, 3600, Date.now() - 7_200_000),
      // Someone else's id in the payload, the original signature.
      `${token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...forged, sub: forged.sub + 1 })).toString('base64url')}.${token.split('.')[2]}`,
      token.slice(0, -3) + 'abc',
      'kein.token',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ url: '/api/users/profile', headers: bearer(bad) });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().message).toBe(
        'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
      );
    }
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(200);

    // Revocation: a bumped token version voids the token.
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, bert!.id));
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers 401 at once for a bad token even on public routes (the client signs out)', async () => {
    const res = await t.app.inject({ url: '/api/stats', headers: bearer('x.y.z') });
    expect(res.statusCode).toBe(401);
  });
});
