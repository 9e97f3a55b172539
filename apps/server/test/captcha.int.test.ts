import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { captchaChallenges } from '../src/db/schema';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret';
import { login } from './auth-helpers';
import { runToEnd } from './processes';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  // Test mode OFF: the captcha as production serves it.
  t = await createTestApp({ security: { captchasPer10Minutes: 40 } });
  await t.app.services.users.createAccount({
    username: 'rechner',
    email: 'rechner@example.org',
    password: 'Richtig-Geheim-1',
  });
});
afterAll(() => t.close());

const issue = (remoteAddress = '192.0.2.1') => t.app.inject({ url: '/api/auth/captcha', remoteAddress });

/**
 * The answer of an issued captcha, recovered the only way possible without the
 * picture: with the server's secret from DATA_DIR, trying all 101 results.
 */
async function answerOf(id: string): Promise<string> {
  const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
  const key = createHmac('sha256', loadJwtSecret(undefined, t.dataDir))
    .update('nzbkino captcha answers')
    .digest();
  for (let n = 0; n <= 100; n++) {
    if (createHmac('sha256', key).update(`${id}:${n}`).digest('base64url') === row!.answerHash)
      return String(n);
  }
  throw new Error('no answer matched');
}

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: '192.0.2.99' });

describe('GET /api/auth/captcha', () => {
  it('answers an id and an SVG image of paths; the answer is neither in the body, the headers nor the markup', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresIn', 'id', 'image']);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.expiresIn).toBe(600);
    expect(body.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Object.keys(res.headers).some((h) => h.includes('captcha'))).toBe(false);

    const svg = Buffer.from(body.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toMatch(/<text|font|<title|<desc|<script|id=|class=|data-/i);
    const answer = await answerOf(body.id);
    // Outside attribute values there is no text at all, let alone the question or its result.
    const withoutAttributes = svg.replace(/="[^"]*"/g, '=""');
    expect(withoutAttributes).not.toMatch(/\d/);
    expect(withoutAttributes).not.toMatch(/>[^<]+</);
    expect(answer).toMatch(/^\d{1,3}$/);
  });

  it('stores the answer only as an HMAC bound to the id', async () => {
    const { id } = (await issue()).json();
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(row!.answerHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.answerHash).not.toBe(await answerOf(id));
  });

  it('limits how many captchas one address may fetch (429 with blockTime)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++) statuses.push((await issue('192.0.2.200')).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    const limited = await issue('192.0.2.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().blockTime).toBeGreaterThan(0);
    expect((await issue('192.0.2.201')).statusCode).toBe(200);
  });
});

describe('captcha checks', () => {
  it('accepts the right answer once; a replay of the same captcha is captchaInvalid', async () => {
    const { id } = (await issue()).json();
    const answer = await answerOf(id);
    const body = { username: 'neu1', email: 'neu1@example.org', password: 'Gutes-Passwort-1' };
    expect((await register({ ...body, captchaId: id, captcha: answer })).statusCode).toBe(201);
    const replay = await register({
      ...body,
      username: 'neu2',
      email: 'neu2@example.org',
      captchaId: id,
      captcha: answer,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ captchaInvalid: true, message: 'Ungültiger Sicherheitscode' });
  });

  it('uses a captcha up at a wrong answer, so it cannot be guessed twice', async () => {
    const { id } = (await issue()).json();
    const answer = await answerOf(id);
    const wrong = String((Number(answer) + 1) % 101);
    const body = { username: 'neu3', email: 'neu3@example.org', password: 'Gutes-Passwort-1' };
    expect((await register({ ...body, captchaId: id, captcha: wrong })).json()).toMatchObject({
      captchaInvalid: true,
    });
    expect((await register({ ...body, captchaId: id, captcha: answer })).json()).toMatchObject({
      captchaInvalid: true,
    });
  });

  it('refuses an expired captcha', async () => {
    const { id } = (await issue()).json();
    const answer = await answerOf(id);
    await t.database.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, id));
    const res = await register({
      username: 'neu4',
      email: 'neu4@example.org',
      password: 'Gutes-Passwort-1',
      captchaId: id,
      captcha: answer,
    });
    expect(res.json()).toMatchObject({ captchaInvalid: true });
  });

  it('refuses unknown ids, answers that are not numbers and a missing captcha', async () => {
    const body = { username: 'neu5', email: 'neu5@example.org', password: 'Gutes-Passwort-1' };
    expect((await register({ ...body, captchaId: 'gibt-es-nicht', captcha: '7' })).json()).toMatchObject({
      captchaInvalid: true,
    });
    const { id } = (await issue()).json();
    expect((await register({ ...body, captchaId: id, captcha: "1' OR '1'='1" })).statusCode).toBe(400);
    const missing = await register(body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ requiresCaptcha: true, message: 'Bitte lösen Sie das Captcha.' });
  });

  it('binds the answer to its own captcha: the answer of one id does not open another', async () => {
    const first = (await issue()).json();
    const second = (await issue()).json();
    const a1 = await answerOf(first.id);
    const a2 = await answerOf(second.id);
    const res = await login(t.app, {
      identifier: 'rechner',
      password: 'Richtig-Geheim-1',
      captchaId: second.id,
      captcha: a1,
    });
    expect(res.statusCode).toBe(a1 === a2 ? 200 : 400);
  });
});

describe('CAPTCHA_TEST_MODE', () => {
  it('is refused in production by the configuration and by buildApp', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_MODE: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_MODE: 'false' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', CAPTCHA_TEST_MODE: 'true' })).not.toThrow();
    const config = testConfig({ env: 'production', security: { captchaTestMode: true } });
    await expect(buildApp(config, { database: t.database })).rejects.toThrow(/CAPTCHA_TEST_MODE/);
  });

  it('makes a production start exit with an error before it listens', async () => {
    const result = await runToEnd('src/main.ts', [], {
      ...process.env,
      NODE_ENV: 'production',
      CAPTCHA_TEST_MODE: 'true',
      DATA_DIR: t.dataDir,
      PORT: '0',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('CAPTCHA_TEST_MODE=true ist nur für Tests gedacht');
  }, 60_000);

  it('sends the answer in a header only when switched on', async () => {
    const on = await createTestApp({ security: { captchaTestMode: true } });
    try {
      const res = await on.app.inject({ url: '/api/auth/captcha' });
      expect(res.headers['x-captcha-test-answer']).toMatch(/^\d{1,3}$/);
      expect(res.json()).not.toHaveProperty('answer');
    } finally {
      await on.close();
    }
  });
});
