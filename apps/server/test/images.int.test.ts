import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let poster: Buffer;
let backdrop: Buffer;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

beforeAll(async () => {
  t = await createTestApp();
  poster = await picture(500, 750).png().toBuffer();
  backdrop = await picture(1280, 720).jpeg().toBuffer();
  await t.blobs.putNamed('poster', 'alpha-poster.png', poster);
  // PNG bytes under a .jpg name: the type comes from the bytes, not the name.
  await t.blobs.putNamed('poster', 'falsch-benannt.jpg', poster);
  await t.blobs.putNamed('backdrop', 'alpha-backdrop.jpg', backdrop);
  await t.blobs.putNamed('profile', 'darsteller-1.webp', await picture(185, 278).webp().toBuffer());
  await t.blobs.putNamed('still', 'kroll-s02e01.jpg', await picture(400, 225).jpeg().toBuffer());
  await t.blobs.putNamed('poster', 'kaputt.png', Buffer.from('kein Bild, nur Text'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/imgproxy/{folder}/{file}', () => {
  it('serves stored images with the type of their bytes, an ETag and a one-year immutable cache', async () => {
    const res = await get('/api/imgproxy/posters/alpha-poster.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.rawPayload.equals(poster)).toBe(true);
    expect((await get('/api/imgproxy/posters/falsch-benannt.jpg')).headers['content-type']).toBe('image/png');
    expect((await get('/api/imgproxy/backdrops/alpha-backdrop.jpg')).headers['content-type']).toBe(
      'image/jpeg',
    );
    expect((await get('/api/imgproxy/profiles/darsteller-1.webp')).headers['content-type']).toBe(
      'image/webp',
    );
    expect((await get('/api/imgproxy/episodes/kroll-s02e01.jpg')).headers['content-type']).toBe('image/jpeg');
    expect((await get('/api/imgproxy/posters/kaputt.png')).headers['content-type']).toBe(
      'application/octet-stream',
    );
  });

  it('answers 304 when the ETag matches', async () => {
    const { headers } = await get('/api/imgproxy/posters/alpha-poster.png');
    const again = await get('/api/imgproxy/posters/alpha-poster.png', {
      'if-none-match': headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    const weak = await get('/api/imgproxy/posters/alpha-poster.png', {
      'if-none-match': `"x", W/${headers.etag}`,
    });
    expect(weak.statusCode).toBe(304);
    expect(
      (await get('/api/imgproxy/posters/alpha-poster.png', { 'if-none-match': '"anders"' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 JSON for a missing image, not cached', async () => {
    const res = await get('/api/imgproxy/posters/gibt-es-nicht.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Bild nicht gefunden' });
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    // The same name in another folder is another image.
    expect((await get('/api/imgproxy/backdrops/alpha-poster.png')).statusCode).toBe(404);
  });

  it('refuses traversal, separators, hidden and over-long names with 400', async () => {
    const bad = [
      '/api/imgproxy/posters/..%2F..%2Fetc%2Fpasswd',
      '/api/imgproxy/posters/..',
      '/api/imgproxy/posters/%2e%2e',
      '/api/imgproxy/posters/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/api/imgproxy/posters/.env',
      '/api/imgproxy/posters/a%5Cb.jpg',
      '/api/imgproxy/posters/a%00b.jpg',
      '/api/imgproxy/posters/a%20b.jpg',
      '/api/imgproxy/posters/x/y.jpg',
      `/api/imgproxy/posters/${'a'.repeat(129)}.jpg`,
      `/api/imgproxy/posters/${'a'.repeat(400)}.jpg`,
      '/api/imgproxy/secrets/alpha-poster.png',
      '/api/imgproxy/nzb/alpha-poster.png',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/Bild|Ungültig/);
    }
    // Resolved by the URL parser to /etc/passwd, which is no API route at all.
    const outside = await get('/api/imgproxy/posters/../../../etc/passwd');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('root:');
  });

  it('answers the health check to HEAD and GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/imgproxy/health' });
    expect(head.statusCode).toBe(200);
    expect((await get('/api/imgproxy/health')).json()).toEqual({ ok: true });
  });
});

describe('GET /api/imgproxy/optimize', () => {
  const optimize = (query: string, headers: Record<string, string> = {}) =>
    get(`/api/imgproxy/optimize?${query}`, headers);
  const url = encodeURIComponent('/api/imgproxy/posters/alpha-poster.png');

  it('resizes to webp by default, caches the result on disk and serves the copy on repeat', async () => {
    const first = await optimize(`url=${url}&w=200&h=300`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-cache']).toBe('MISS');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 300]);

    const second = await optimize(`url=${url}&w=200&h=300`);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(
      (await optimize(`url=${url}&w=200&h=300`, { 'if-none-match': first.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    // The short form of the path names the same image and the same cached copy.
    expect((await optimize('url=posters/alpha-poster.png&w=200&h=300')).headers['x-cache']).toBe('HIT');
  });

  it('answers webp at the nearest spec size and fit, whatever format is asked', async () => {
    // 100 px is no spec width: the smallest, 200, is served.
    const avif = await optimize(`url=${url}&w=100&f=avif&q=50`);
    expect(avif.headers['content-type']).toBe('image/webp');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 300,
    });

    const jpeg = await optimize(
      `url=${encodeURIComponent('/api/imgproxy/backdrops/alpha-backdrop.jpg')}&w=800&h=450&f=jpeg`,
    );
    expect(jpeg.headers['content-type']).toBe('image/webp');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 450,
    });

    // 300×300 is nearest the small poster box, 200×300.
    const contain = await optimize(`url=${url}&w=300&h=300&f=png&r=contain`);
    expect(await sharp(contain.rawPayload).metadata()).toMatchObject({ width: 200, height: 300 });
    // inside never enlarges: the poster is 500 wide.
    const inside = await optimize(`url=${url}&w=1000&h=2000&r=inside`);
    expect(await sharp(inside.rawPayload).metadata()).toMatchObject({ width: 500, height: 750 });
    const fit = await optimize(`url=${url}&w=150&h=300&r=fit&f=jpg`);
    expect(await sharp(fit.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 300 });
  });

  it('never enlarges: a wider request is the copy at the source size', async () => {
    const source = await optimize(`url=${url}&q=85`);
    expect(await sharp(source.rawPayload).metadata()).toMatchObject({ width: 500, height: 750 });
    for (const w of [800, 1200, 1600, 2400]) {
      const res = await optimize(`url=${url}&w=${w}&q=85`);
      expect(await sharp(res.rawPayload).metadata(), String(w)).toMatchObject({ width: 500, height: 750 });
      expect(res.headers['x-cache'], String(w)).toBe('HIT');
      expect(res.headers.etag, String(w)).toBe(source.headers.etag);
    }
    // A landscape box larger than the poster is cut from it at the poster's resolution.
    const box = await optimize(`url=${url}&w=1920&h=1080`);
    const meta = await sharp(box.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(500);
    expect(meta.height).toBeLessThanOrEqual(750);
    expect(meta.width! / meta.height!).toBeCloseTo(1920 / 1080, 1);
  });

  it('never fetches remote addresses and refuses paths outside the image folders', async () => {
    for (const remote of [
      'http://example.org/a.jpg',
      'https://169.254.169.254/latest',
      '//evil.example/a.png',
      'file:///etc/passwd',
    ]) {
      const res = await optimize(`url=${encodeURIComponent(remote)}&w=100`);
      expect(res.statusCode, remote).toBe(400);
      expect(res.json().message, remote).toContain('Nur lokale Bilder');
    }
    for (const path of [
      '/etc/passwd',
      '/api/imgproxy/posters/../../secret.png',
      '/api/imgproxy/optimize?url=x',
      '/api/imgproxy/posters/a/b.png',
      '/api/imgproxy/nzb/x.png',
    ]) {
      const res = await optimize(`url=${encodeURIComponent(path)}&w=100`);
      expect(res.statusCode, path).toBe(400);
    }
    expect(
      (await optimize(`url=${encodeURIComponent('/api/imgproxy/posters/gibt-es-nicht.png')}`)).statusCode,
    ).toBe(404);
    expect(
      (await optimize(`url=${encodeURIComponent('/api/imgproxy/posters/kaputt.png')}&w=10`)).statusCode,
    ).toBe(422);
  });

  it('refuses bad or oversized parameters with German messages', async () => {
    const cases: [string, RegExp][] = [
      ['w=100', /url/],
      [`url=${url}&w=0`, /w muss mindestens 1 sein/],
      [`url=${url}&w=2401`, /w ist zu groß/],
      [`url=${url}&h=99999`, /h ist zu groß/],
      [`url=${url}&w=abc`, /w muss eine Zahl sein/],
      [`url=${url}&f=gif`, /f muss webp, avif, jpeg oder png sein/],
      [`url=${url}&q=0`, /q muss zwischen 1 und 100 liegen/],
      [`url=${url}&q=101`, /q muss zwischen 1 und 100 liegen/],
      [`url=${url}&r=stretch`, /r muss cover, contain oder inside sein/],
      [`url=${'a'.repeat(301)}`, /url ist zu lang/],
    ];
    for (const [query, message] of cases) {
      const res = await optimize(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

/** Every file below `dir` with its size. */
async function filesUnder(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map<string, number>();
  for (const e of entries) {
    if (e.isFile())
      files.set(path.join(e.parentPath, e.name), (await stat(path.join(e.parentPath, e.name))).size);
  }
  return files;
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);

/** Random pixels, so encoded copies have sizes worth counting. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

const optimize = (app: TestApp, query: string) =>
  app.app.inject({ method: 'GET', url: `/api/imgproxy/optimize?${query}` });

describe('the optimiser cannot fill the disk', () => {
  it('keeps a few fixed copies per image, however many odd sizes and qualities are asked', async () => {
    await t.blobs.putNamed('poster', 'flut-poster.png', await picture(500, 750).png().toBuffer());
    const url = encodeURIComponent('/api/imgproxy/posters/flut-poster.png');
    const flood = Array.from(
      { length: 200 },
      (_, i) => `url=${url}&w=${1 + ((i * 53) % 1000)}&q=${1 + ((i * 37) % 100)}`,
    );
    const before = await filesUnder(t.dataDir);
    const widths = new Set<number>();
    for (let i = 0; i < flood.length; i += 8) {
      for (const res of await Promise.all(flood.slice(i, i + 8).map((query) => optimize(t, query)))) {
        expect(res.statusCode).toBe(200);
        widths.add((await sharp(res.rawPayload).metadata()).width);
      }
    }
    const after = await filesUnder(t.dataDir);
    // 200, 400 and the poster's own 500 px, each at quality 80 and 85.
    expect(after.size - before.size).toBeLessThanOrEqual(6);
    expect([...widths].sort((a, b) => a - b)).toEqual([200, 400, 500]);

    // The same flood again writes nothing.
    for (const query of flood.slice(0, 50)) expect((await optimize(t, query)).headers['x-cache']).toBe('HIT');
    expect(total(await filesUnder(t.dataDir))).toBe(total(after));
  });
});

describe('an image cache of IMAGE_CACHE_MB', () => {
  const names = ['lru-a.png', 'lru-b.png', 'lru-c.png', 'lru-d.png'];
  const query = (name: string) => `url=${encodeURIComponent(`/api/imgproxy/posters/${name}`)}&w=200`;
  const legacyFile = () =>
    path.join(small.dataDir, 'blobs', 'image-cache', 'named', `${'a'.repeat(64)}.webp`);
  let sources: Buffer[];
  let limit: number;
  let small: TestApp;

  beforeAll(async () => {
    sources = await Promise.all(names.map(() => noise(300, 450)));
    // Encoding is deterministic, so the default app tells the size of each copy.
    for (const [i, name] of names.entries()) await t.blobs.putNamed('poster', name, sources[i]!);
    const sizes = await Promise.all(
      names.map(async (name) => (await optimize(t, query(name))).rawPayload.length),
    );
    limit = sizes[0]! + sizes[1]! + sizes[2]!;
    small = await createTestApp({ imageCacheBytes: limit });
    for (const [i, name] of names.entries()) await small.blobs.putNamed('poster', name, sources[i]!);
    // A copy as earlier versions kept them, unbounded, in the blob store.
    await mkdir(path.dirname(legacyFile()), { recursive: true });
    await writeFile(legacyFile(), randomBytes(4096));
  });
  afterAll(() => small.close());

  it('stays under its size, removing the least recently used copy and never an original', async () => {
    const cacheDir = path.join(small.dataDir, 'image-cache');
    const xCache = async (name: string) => {
      const res = await optimize(small, query(name));
      expect(res.statusCode).toBe(200);
      expect(total(await filesUnder(cacheDir))).toBeLessThanOrEqual(limit);
      return res.headers['x-cache'];
    };
    expect([await xCache('lru-a.png'), await xCache('lru-b.png'), await xCache('lru-c.png')]).toEqual([
      'MISS',
      'MISS',
      'MISS',
    ]);
    expect(await xCache('lru-a.png')).toBe('HIT');
    // d does not fit beside a, b and c: b, used longest ago, goes; a, used just now, stays.
    expect(await xCache('lru-d.png')).toBe('MISS');
    expect(await xCache('lru-a.png')).toBe('HIT');
    expect(await xCache('lru-b.png')).toBe('MISS');

    for (const [i, name] of names.entries()) {
      const original = await small.app.inject({ method: 'GET', url: `/api/imgproxy/posters/${name}` });
      expect(original.rawPayload.equals(sources[i]!), name).toBe(true);
    }
  });

  it('removes the copies earlier versions kept in the blob store, not the originals', async () => {
    expect((await optimize(small, query('lru-c.png'))).statusCode).toBe(200);
    expect(await filesUnder(path.join(small.dataDir, 'blobs', 'image-cache'))).toEqual(new Map());
    for (const [i, name] of names.entries()) {
      expect((await small.blobs.getNamed('poster', name))?.equals(sources[i]!), name).toBe(true);
    }
  });
});
