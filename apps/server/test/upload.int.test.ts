import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/db/schema';
import { generateNzb } from '../src/seed/nzb-factory';
import { signAccessToken } from '../src/modules/auth/jwt';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminToken: string;
let userToken: string;

function multipart(files: { name: string; content: Buffer | string }[]) {
  const boundary = '----nzbkino-test-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function login(identifier: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

beforeAll(async () => {
  t = await createTestApp({ maxNzbBytes: 2 * 1024 * 1024 });
  await t.app.services.users.createAccount({
    username: 'chefin',
    email: 'chefin@example.org',
    password: 'Sehr-geheim-1',
    role: 'ADMIN',
  });
  await t.app.services.users.createAccount({
    username: 'nutzer',
    email: 'nutzer@example.org',
    password: 'Auch-geheim-2',
  });
  adminToken = await login('chefin', 'Sehr-geheim-1');
  userToken = await login('nutzer@example.org', 'Auch-geheim-2');
});
afterAll(() => t.close());

const upload = (token: string | null, files: { name: string; content: Buffer | string }[]) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/releases/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};
const nzb = (name: string) => Buffer.from(generateNzb({ name, totalBytes: 700 * 1024 ** 2 }));

describe('POST /api/admin/releases/upload', () => {
  it('refuses visitors with 401 and members with 403', async () => {
    const files = [{ name: 'a.nzb', content: nzb('Faust.1926.German.720p.BluRay.x264-GRP') }];
    expect((await upload(null, files)).statusCode).toBe(401);
    const asUser = await upload(userToken, files);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(await t.database.db.select().from(releases)).toHaveLength(0);
  });

  it('imports NZBs for an admin, attaches the NFO of the same name and reports duplicates and rejects', async () => {
    const res = await upload(adminToken, [
      {
        name: 'Faust.1926.German.720p.BluRay.x264-GRP.nzb',
        content: nzb('Faust.1926.German.720p.BluRay.x264-GRP'),
      },
      { name: 'Faust.1926.German.720p.BluRay.x264-GRP.nfo', content: 'NFO für Faust' },
      { name: 'copy.nzb', content: nzb('Faust.1926.German.720p.BluRay.x264-GRP') },
      { name: 'broken.nzb', content: '<nzb><file>' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 1, duplicates: 1, rejected: 1 });
    expect(body.results[2].reason).toMatch(/MALFORMED|NOT_NZB|NO_/);
    const [row] = await t.database.db.select().from(releases);
    expect(row!.nfoHash).not.toBeNull();
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const big = Buffer.from(
      generateNzb({ name: 'Big.Movie.2020.1080p.BluRay.x264-GRP', totalBytes: 400 * 1024 ** 3 }),
    );
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const before = (await t.database.db.select().from(releases)).length;
    const res = await upload(adminToken, [{ name: 'big.nzb', content: big }]);
    expect(res.statusCode).toBe(413);
    expect((await t.database.db.select().from(releases)).length).toBe(before);
  });

  it('answers 400 when no NZB is in the upload, 415 for a non-multipart body', async () => {
    expect((await upload(adminToken, [{ name: 'only.nfo', content: 'x' }])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/upload',
      payload: { x: 1 },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect([400, 415]).toContain(json.statusCode);
  });
});

describe('bearer tokens', () => {
  it('rejects tampered, foreign-signed, expired and alg=none tokens with 401', async () => {
    const [, payload] = adminToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const foreign = signAccessToken({ sub: 1, tv: 0 }, Buffer.from('x'.repeat(64)), 3600);
    // Signed with the server's own secret, but two hours old with a one-hour lifetime.
    const expired = signAccessToken(
      { sub: 1, tv: 0 },
      loadJwtSecret(undefined, t.dataDir),
      3600,
      Date.now() - 7_200_000,
    );
    const valid = signAccessToken({ sub: 1, tv: 0 }, loadJwtSecret(undefined, t.dataDir), 3600);
    expect(
      (await t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${valid}` } }))
        .statusCode,
    ).toBe(200);
    const flipped = adminToken.slice(0, -2) + (adminToken.endsWith('A') ? 'BB' : 'AA');
    for (const token of [none, foreign, expired, flipped, 'garbage']) {
      const res = await t.app.inject({
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, token).toBe(401);
    }
    const ok = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(ok.json()).toMatchObject({ username: 'chefin', role: 'ADMIN' });
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('answers wrong credentials with one message for unknown and known accounts', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'niemand', password: 'falsch-123' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'chefin', password: 'falsch-123' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });
});
