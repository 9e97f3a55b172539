import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumToken } from '@nzbkino/shared';
import { ConfigError, loadConfig, sharedCookieDomain } from '../src/config';
import { users } from '../src/db/schema';
import { signForumToken } from '../src/integrations/nodebb/session-sharing';
import { bearer, tokenFor } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

const SECRET = 'ein-gemeinsames-forum-geheimnis-mit-mehr-als-32-zeichen';
const FORUM = 'https://forum.example.org';
const SITE = 'https://kino.example.org';
const PASSWORD = 'Forum-Test-1';

let t: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({
    publicUrl: SITE,
    forum: { url: FORUM, secret: SECRET, cookieName: 'token', cookieDomain: 'example.org' },
  });
  const row = await t.app.services.users.createAccount({
    username: 'forenfan',
    email: 'forenfan@example.org',
    password: PASSWORD,
  });
  userId = row.id;
  token = await tokenFor(t.app, 'forenfan', PASSWORD);
});
afterAll(() => t.close());

/** The browser's binding cookie from the last token answer (name=value). */
let binding = '';
const forumToken = async () => {
  const res = await t.app.inject({ url: '/api/nodebb/token', headers: bearer(token) });
  binding = String(res.headers['set-cookie']).split(';')[0]!;
  return res.json() as ForumToken;
};
/** The sign-on link opened in the browser that asked for it (its binding cookie along), or in another. */
const sso = (value: string, cookie: string | null = binding) =>
  t.app.inject({
    url: `/api/nodebb/sso?token=${encodeURIComponent(value)}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/nodebb/token', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/nodebb/token' })).statusCode).toBe(401);
  });

  it('is an HS256 JWT the session-sharing plugin accepts: id, username, email, picture, 60 s', async () => {
    const answer = await forumToken();
    expect(answer.forumUrl).toBe(FORUM);
    expect(answer.url).toBe(`/api/nodebb/sso?token=${answer.token}`);
    // What the plugin does: jsonwebtoken's verify with the shared secret.
    const decoded = jwt.verify(answer.token, SECRET, { complete: true });
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload).toMatchObject({
      id: userId,
      username: 'forenfan',
      email: 'forenfan@example.org',
      picture: `${SITE}/images/default-profile.svg`,
    });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(new Date(answer.expiresAt).getTime()).toBe(payload.exp! * 1000);
    expect(() => jwt.verify(answer.token, 'ein-anderes-geheimnis-mit-mehr-als-32-zeichen')).toThrow();
    expect(() => jwt.verify(answer.token, SECRET, { algorithms: ['HS512'] })).toThrow();
  });
});

describe('GET /api/nodebb/sso', () => {
  it('sets the shared cookie with a fresh token and redirects to the forum', async () => {
    const res = await sso((await forumToken()).token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(FORUM);
    expect(res.headers['cache-control']).toContain('no-store');
    const [cookie, used] = res.headers['set-cookie'] as [string, string];
    // The binding is used up with the link.
    expect(used).toBe('nzbkino_forum_sso=; Path=/api/nodebb/sso; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    const [pair, ...attributes] = cookie.split('; ');
    expect(attributes).toEqual(
      expect.arrayContaining([
        'Path=/',
        'Domain=example.org',
        'HttpOnly',
        'SameSite=Lax',
        'Secure',
        'Max-Age=604800',
      ]),
    );
    const [name, value] = pair!.split('=') as [string, string];
    expect(name).toBe('token');
    const payload = jwt.verify(value, SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(payload).toMatchObject({ id: userId, username: 'forenfan', email: 'forenfan@example.org' });
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 3600);
  });

  it('signs nobody in with a link another browser asked for (login CSRF)', async () => {
    // Someone fetches a link for their own account and sends it around: whoever opens it has no
    // binding cookie, or the one of their own last link.
    const theirs = (await forumToken()).token;
    const attackerBinding = binding;
    expect(attackerBinding).toMatch(/^nzbkino_forum_sso=[\w-]{24}$/);
    await forumToken();
    for (const cookie of [null, binding, 'nzbkino_forum_sso=erfunden', `${attackerBinding}x`]) {
      const res = await sso(theirs, cookie);
      expect(res.headers.location, String(cookie)).toBe(`${SITE}/login?redirect=nodebb`);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A token without a binding (signed before this rule) is refused too.
    const unbound = signForumToken(
      { id: userId, username: 'forenfan', email: 'forenfan@example.org', picture: 'x' },
      SECRET,
      60,
    );
    expect((await sso(unbound)).headers.location).toBe(`${SITE}/login?redirect=nodebb`);
    expect((await sso(theirs, attackerBinding)).headers.location).toBe(FORUM);
  });

  it('sends a stale, foreign or tampered link to the sign-in page, which returns to the forum', async () => {
    const claims = { id: userId, username: 'forenfan', email: 'forenfan@example.org', picture: 'x' };
    const expired = signForumToken(claims, SECRET, 60, Date.now() - 120_000);
    const foreign = signForumToken(claims, 'ein-anderes-geheimnis-mit-mehr-als-32-zeichen', 60);
    const valid = (await forumToken()).token;
    const [h, , s] = valid.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, id: 1, exp: 9e9, iat: 1 })).toString('base64url')}.${s}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${valid.split('.')[1]}.`;
    const gone = signForumToken({ ...claims, id: 999_999 }, SECRET, 60);
    for (const bad of [expired, foreign, tampered, none, gone, 'kein-token']) {
      const res = await sso(bad);
      expect(res.statusCode, bad).toBe(302);
      expect(res.headers.location).toBe(`${SITE}/login?redirect=nodebb`);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/api/nodebb/sso' })).statusCode).toBe(400);
  });

  it('signs a member suspended after the link was issued on nowhere, the forum included', async () => {
    const link = (await forumToken()).token;
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
    try {
      const res = await sso(link);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${SITE}/login?redirect=nodebb`);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
    }
  });

  it('names the forum in the site info', async () => {
    expect((await t.app.inject({ url: '/api/site-info' })).json().forumUrl).toBe(FORUM);
  });
});

describe('without a forum', () => {
  it('answers 404 and hides the link', async () => {
    const plain = await createTestApp();
    try {
      await plain.app.services.users.createAccount({
        username: 'ohne',
        email: 'ohne@example.org',
        password: PASSWORD,
      });
      const own = await tokenFor(plain.app, 'ohne', PASSWORD);
      const res = await plain.app.inject({ url: '/api/nodebb/token', headers: bearer(own) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Das Forum ist auf dieser Seite nicht eingerichtet.');
      expect((await plain.app.inject({ url: '/api/nodebb/sso?token=x' })).statusCode).toBe(404);
      expect((await plain.app.inject({ url: '/api/site-info' })).json().forumUrl).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('configuration', () => {
  it('needs FORUM_URL and FORUM_SSO_SECRET together, and finds the shared cookie domain', () => {
    expect(() => loadConfig({ FORUM_URL: FORUM })).toThrow(ConfigError);
    expect(() => loadConfig({ FORUM_SSO_SECRET: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ FORUM_URL: FORUM, FORUM_SSO_SECRET: 'kurz' })).toThrow(ConfigError);
    const config = loadConfig({ FORUM_URL: `${FORUM}/`, FORUM_SSO_SECRET: SECRET, PUBLIC_URL: SITE });
    expect(config.forum).toEqual({
      url: FORUM,
      secret: SECRET,
      cookieName: 'token',
      cookieDomain: 'example.org',
    });
    expect(
      loadConfig({ FORUM_URL: FORUM, FORUM_SSO_SECRET: SECRET, FORUM_COOKIE_DOMAIN: '.example.org' }).forum
        ?.cookieDomain,
    ).toBe('example.org');
    expect(sharedCookieDomain('http://localhost:3000', 'http://localhost:4567')).toBeNull();
    expect(sharedCookieDomain('https://kino.example.org', 'https://community.example.org')).toBe(
      'example.org',
    );
    expect(sharedCookieDomain('https://a.b.example.org', 'https://c.b.example.org')).toBe('b.example.org');
    expect(sharedCookieDomain('https://kino.example.org', 'https://forum.example.net')).toBeNull();
    expect(sharedCookieDomain('http://10.0.0.1', 'http://10.0.0.2')).toBeNull();
  });
});
