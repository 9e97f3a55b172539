import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasePageSchema } from '@nzbkino/shared';
import { loadCatalogue, releaseFixtures } from './catalogue-fixture';
import { createTestApp, type TestApp } from './test-app';

// One app for the file, with a cache that outlives it: each test uses its own URLs (limit=…).
let t: TestApp;
const encodings: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { apiCacheMs: 60_000 },
    { responseCache: { onEncode: (encoding) => encodings.push(encoding) } },
  );
  await loadCatalogue(t);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
/** Compressions since `from`, per encoding. */
const encodedSince = (from: number) => encodings.slice(from);

describe('response cache: compressed answers', () => {
  it('compresses a cached answer for brotli once and serves the same bytes after', async () => {
    const before = encodings.length;
    const plain = await get('/api/releases?limit=30');
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(releasePageSchema.parse(plain.json()).data).toHaveLength(releaseFixtures.length);

    const first = await get('/api/releases?limit=30', 'br');
    const second = await get('/api/releases?limit=30', 'br');
    for (const res of [first, second]) {
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(brotliDecompressSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(encodedSince(before)).toEqual(['br']);
  });

  it('gives gzip and identity clients their own correct body from one entry', async () => {
    const before = encodings.length;
    const gzip = await get('/api/releases?limit=34', 'gzip');
    expect(gzip.headers['x-cache']).toBe('MISS');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(gzip.rawPayload);
    expect(releasePageSchema.parse(JSON.parse(body.toString())).data).toHaveLength(releaseFixtures.length);

    const again = await get('/api/releases?limit=34', 'gzip');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(gunzipSync(again.rawPayload).equals(body)).toBe(true);

    // No header, identity only, everything refused, or identity preferred: the plain JSON.
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=0.5, identity']) {
      const res = await get('/api/releases?limit=34', header);
      expect(res.headers['x-cache'], header).toBe('HIT');
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.headers.vary, header).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(body), header).toBe(true);
    }
    // q-values pick the encoding; deflate alone is left to @fastify/compress.
    expect((await get('/api/releases?limit=34', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/releases?limit=34', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    const deflate = await get('/api/releases?limit=34', 'deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflate.rawPayload).equals(body)).toBe(true);
    expect(encodedSince(before)).toEqual(['gzip', 'br']);
  });
});

describe('response cache: key', () => {
  it('ignores parameters the route does not know, and their order', async () => {
    const plain = await get('/api/releases?limit=31&type=movie');
    expect(plain.headers['x-cache']).toBe('MISS');
    for (const url of [
      '/api/releases?limit=31&type=movie&nc=5f3a9c',
      '/api/releases?nc=77&type=movie&limit=31',
      '/api/releases?type=movie&limit=31&nc=1&cb=2',
    ]) {
      const res = await get(url);
      expect(res.headers['x-cache'], url).toBe('HIT');
      expect(res.body, url).toBe(plain.body);
    }
    // A known parameter still makes its own entry.
    expect((await get('/api/releases?limit=31&type=series')).headers['x-cache']).toBe('MISS');
  });

  it('answers a URL with an unknown parameter as the URL without it', async () => {
    const junk = await get('/api/releases?limit=33&nc=abc');
    expect(junk.headers['x-cache']).toBe('MISS');
    const plain = await get('/api/releases?limit=33');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.body).toBe(junk.body);
  });

  it('runs the route for a client asking for a fresh answer, and keeps that answer for the others', async () => {
    const status = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: '/api/releases?limit=37', headers })).headers['x-cache'];
    expect(await status()).toBe('MISS');
    expect(await status()).toBe('HIT');
    expect(await status({ 'cache-control': 'no-cache' })).toBe('MISS');
    expect(await status({ pragma: 'no-cache' })).toBe('MISS');
    expect(await status({ 'cache-control': 'max-age=900, stale-while-revalidate=1800' })).toBe('HIT');
    expect(await status()).toBe('HIT');
  });

  it('answers a bad token 401 before a cached answer, as every other route does', async () => {
    expect((await get('/api/releases?limit=39')).headers['x-cache']).toBe('MISS');
    expect((await get('/api/releases?limit=39')).headers['x-cache']).toBe('HIT');
    const bad = await t.app.inject({
      url: '/api/releases?limit=39',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('runs the route once for concurrent misses of one URL', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(`/api/releases?limit=35&nc=${i}`)),
    );
    expect(answers.map((res) => res.headers['x-cache']).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);

    // An error is never kept: requests that waited for it run the route themselves.
    const errors = await Promise.all([get('/api/releases?page=0'), get('/api/releases?page=0&nc=1')]);
    for (const res of errors) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });
});
