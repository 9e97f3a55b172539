import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, serverMessages, uploadMessages } from '@nzbkino/shared';
import { bearer, solvedCaptcha } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ security: { captchaTestMode: true } });
  const admin = await t.app.services.users.createAccount({
    username: 'chefin',
    email: 'chefin@example.org',
    password: 'Sehr-geheim-1',
    role: 'ADMIN',
  });
  adminToken = t.app.services.auth.issueToken(admin, 3600);
});
afterAll(() => t.close());

const b64 = (value: string) => Buffer.from(value).toString('base64url');

describe('malformed bearer tokens', () => {
  const tokens = [
    'bnVsbA.a.b',
    `${b64('[]')}.${b64('{}')}.x`,
    `${b64('"HS256"')}.a.b`,
    `${b64('{"alg":"HS256"}')}.${b64('null')}.x`,
    '%%%.^^^.***',
    `${b64('{"alg":"HS256"}')}.${'A'.repeat(8000)}.x`,
  ];
  it.each(['/api/health', '/api/movies', '/api/users/profile'])(
    'are an invalid sign-in (401) on %s, never a 500',
    async (url) => {
      for (const token of tokens) {
        const res = await t.app.inject({ url, headers: bearer(token) });
        expect(res.statusCode, token.slice(0, 40)).toBe(401);
        expect(res.json().message).toBe(authMessages.invalidToken);
      }
    },
  );
});

describe('captcha ids', () => {
  const ids = ['a\u0000b', '\u0000', 'a b', '../../etc', 'ñandú', 'x'.repeat(65)];
  it.each(ids.map((id) => [JSON.stringify(id), id]))(
    'refuses %s on sign-in and sign-up with a German 400',
    async (_name, captchaId) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'chefin', password: 'falsch-falsch', captchaId, captcha: '3' },
      });
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'neuling',
          email: 'neu@example.org',
          password: 'Ein-langes-Passwort-9',
          captchaId,
          captcha: '3',
        },
      });
      for (const res of [login, register]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(
          /^Ungültige Anfrage\. body: captchaId: (Ungültig|höchstens \d+ Zeichen erlaubt|Darf kein)/,
        );
      }
    },
  );

  it('still accepts an issued captcha id', async () => {
    const captcha = await solvedCaptcha(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'chefin', password: 'Sehr-geheim-1', ...captcha },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  it('are refused in any JSON body string, with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'a\u0000@example.org' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `${serverMessages.validation} body: email: ${serverMessages.nulCharacter}`,
    );
  });
});

describe('lone surrogates (half of a UTF-16 pair, as JSON escapes allow)', () => {
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

  it('are refused in admin settings with a German 400 naming the field; the settings stay', async () => {
    const before = (await admin('GET', '/api/admin/settings')).json().siteName;
    for (const siteName of ['Kino \ud800', '\udc00Kino', 'Kino \udbff\ud800']) {
      const res = await admin('PUT', '/api/admin/settings', { siteName });
      expect(res.statusCode, JSON.stringify(siteName)).toBe(400);
      expect(res.json().message).toBe(
        `${serverMessages.validation} body: siteName: ${serverMessages.loneSurrogate}`,
      );
    }
    expect((await admin('GET', '/api/admin/settings')).json().siteName).toBe(before);
    // A whole pair is a character like any other.
    expect((await admin('PUT', '/api/admin/settings', { siteName: 'Kino 🎬' })).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/settings')).json().siteName).toBe('Kino 🎬');
    await admin('PUT', '/api/admin/settings', { siteName: before });
  });

  it('are refused in changelog items and in keys of any JSON body', async () => {
    const entry = await admin('POST', '/api/admin/changelogs', {
      version: '9.0.0',
      isPrerelease: false,
      releaseDate: '2026-01-15',
      title: 'Ersatzzeichen',
      description: 'Halbe Paare',
      changes: [{ type: 'added', items: ['gut', 'Hälfte \ud83c'] }],
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().message).toBe(
      `${serverMessages.validation} body: changes.0.items.1: ${serverMessages.loneSurrogate}`,
    );
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'a@example.org', '\udfffx': 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(
      `${serverMessages.validation} body: \udfffx: ${serverMessages.loneSurrogate}`,
    );
  });
  it('from a catalogue file or TMDb are stored as U+FFFD, also in countries (jsonb)', async () => {
    const report = await t.app.services.catalogue.importFile({
      version: 1,
      movies: [
        {
          title: 'Halbpaar \ud800',
          year: 2001,
          productionCountries: [{ iso: 'DE', name: 'Deutsch\udc00land' }],
        },
      ],
    });
    expect(report.moviesCreated).toBe(1);
    const res = await t.app.inject({ url: '/api/movies/halbpaar-2001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Halbpaar \ufffd',
      productionCountries: ['Deutsch\ufffdland'],
    });
  });
});

describe('malformed multipart uploads', () => {
  const bodies = [
    'garbage',
    '--x\r\nfoo',
    '--x\r\nContent-Disposition: form-data; name="f"; filename="a.nzb"\r\n\r\nabc',
    '--x\r\nContent-Disposition: form-data; name="f"; filename="a.nzb"\r\n\r\nabc\r\n--y--\r\n',
  ];
  it.each(bodies.map((body) => [JSON.stringify(body).slice(0, 40), body]))(
    'answer 400 with a German message: %s',
    async (_name, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/releases/upload',
        headers: { ...bearer(adminToken), 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(uploadMessages.malformed);
    },
  );

  it('without a boundary, answer 400 too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/upload',
      headers: { ...bearer(adminToken), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(uploadMessages.malformed);
  });
});

describe('wrong HTTP methods', () => {
  it.each([
    ['DELETE', '/api/movies', 'GET, HEAD'],
    ['POST', '/api/movies/metropolis', 'GET, HEAD'],
    ['GET', '/api/auth/login', 'POST'],
    ['PUT', '/api/users/api-key/', 'GET, HEAD, DELETE'],
    ['PATCH', '/api/news/7/reaction?x=1', 'POST, DELETE'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    expect(res.json().message).toMatch(new RegExp(`^Die Methode ${method} ist für .+ nicht erlaubt\\.`));
  });

  it('leaves unknown paths at 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/nichts-hier' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it('denies unused browser features and allows fullscreen to the page and the trailer player', async () => {
    for (const url of ['/api/health', '/api/nichts-hier']) {
      const policy = (await t.app.inject({ url })).headers['permissions-policy'];
      expect(typeof policy).toBe('string');
      const features = new Map(
        String(policy)
          .split(/,\s*/)
          .map((entry) => entry.split('=') as [string, string]),
      );
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(features.get(denied), denied).toBe('()');
      }
      expect(features.get('fullscreen')).toBe(
        '(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
      );
    }
  });
});
