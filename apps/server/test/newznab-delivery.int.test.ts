import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNamed, itemsOf, keyHolder, newznabCatalogue, type KeyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

// How answers leave the server: release pages shared across members, compression.
let t: TestApp;
let members: KeyHolder[];

beforeAll(async () => {
  // Release pages reused for 5 s across members, as in production.
  t = await createTestApp({ apiCacheMs: 5000 });
  // With NFOs, so the items carry a third link with the key (attr info → t=getnfo).
  await importNamed(t, 'Geteilte.Seite.S01E01.German.1080p.WEB.x264-GRP', Buffer.from('NFO 1'));
  await importNamed(t, 'Geteilte.Seite.S01E02.German.1080p.WEB.x264-GRP', Buffer.from('NFO 2'));
  members = [await keyHolder(t, 'sonarr-eins', 'PREMIUM'), await keyHolder(t, 'sonarr-zwei', 'VIP')];
  // A film and an episode of the catalogue: their items link to the film and episode pages.
  await t.app.services.catalogue.importFile(newznabCatalogue());
  await importNamed(t, 'Metropolis.1927.German.DL.1080p.BluRay.x264-GRP');
  await importNamed(t, 'Kommissar.Kroll.S01E02.German.720p.WEB.h264-GRP');
}, 60_000);
afterAll(() => t.close());

const api = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api?${query}`, headers });

describe('release pages reused across members (API_CACHE_MS, as in production)', () => {
  it('writes each member’s own key into the links of a shared page, in XML and in JSON', async () => {
    for (const round of [1, 2]) {
      for (const [index, member] of members.entries()) {
        const other = members[1 - index]!;
        const query = `t=search&q=Geteilte&extended=1&apikey=${member.key}`;
        const xml = (await api(query)).body;
        const { items } = itemsOf(xml);
        expect(items, `round ${round}`).toHaveLength(2);
        for (const item of items) {
          expect(item.link).toContain(`apikey=${member.key}`);
          expect(item.attrs.info?.[0]).toContain(`apikey=${member.key}`);
        }
        expect(xml).not.toContain(other.key);
        const json = (await api(`${query}&o=json`)).body;
        expect(json).toContain(member.key);
        expect(json).not.toContain(other.key);
      }
    }
  });
});

describe('compressed answers (what .NET clients such as Sonarr and Radarr accept)', () => {
  it('sends gzip or brotli as the client prefers, the same document inside, and varies on Accept-Encoding', async () => {
    const query = `t=search&q=Geteilte&extended=1&apikey=${members[0]!.key}`;
    const plain = await api(query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const strip = (xml: string) => xml.replace(/<newznab:apilimits[^>]*\/>/, '');
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const res = await api(query, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(strip(unpack(res.rawPayload).toString('utf8'))).toBe(strip(plain.body));
    }
    // deflate alone is left to @fastify/compress.
    const deflated = await api(query, { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(strip(inflateSync(deflated.rawPayload).toString('utf8'))).toBe(strip(plain.body));
  });
});

describe('items without attributes (a plain search reads fewer columns)', () => {
  it('show exactly what the same items show with extended=1, less the extra attributes', async () => {
    const key = members[0]!.key;
    const itemsIn = (xml: string) => xml.match(/<item>.*?<\/item>/gs) ?? [];
    const plain = itemsIn((await api(`t=search&limit=100&apikey=${key}`)).body);
    const extended = itemsIn((await api(`t=search&limit=100&extended=1&apikey=${key}`)).body);
    expect(plain).toHaveLength(4);
    const basicOnly = (item: string) =>
      item.replace(/<newznab:attr name="(?!category"|size")[^"]*" value="[^"]*"\/>/g, '');
    expect(plain).toEqual(extended.map(basicOnly));
    // A film page, an episode page and the release list for the unmatched ones.
    expect(plain.join()).toContain('/movies/metropolis');
    expect(plain.join()).toMatch(/\/series\/kommissar-kroll[^<]*\/season\/1\/episode\/2/);
    expect(plain.join()).toContain('/releases?search=Geteilte.Seite.S01E01');
    // attrs= alone reads the attribute columns it names.
    const grabs = itemsOf((await api(`t=search&limit=100&attrs=grabs,genre&apikey=${key}`)).body).items;
    expect(grabs.every((item) => item.attrs.grabs?.[0] === '0')).toBe(true);
    expect(grabs.find((item) => item.title.startsWith('Metropolis'))!.attrs.genre).toEqual([
      'Drama, Science-Fiction',
    ]);
  });
});

describe('answers written into reused buffers (answer-buffers.ts)', () => {
  it('stay whole and each member’s own over real sockets, with many in flight and slow readers', async () => {
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
    // A client that reads its answer only after a while, so other answers are written meanwhile.
    const get = (path: string, headers: Record<string, string>, pauseMs: number) =>
      new Promise<{ body: Buffer; encoding?: string }>((resolve, reject) => {
        http
          .get(`${origin}${path}`, { agent, headers }, (res) => {
            res.pause();
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
            );
            setTimeout(() => res.resume(), pauseMs);
          })
          .on('error', reject);
      });
    const shapes = ['t=search&q=Geteilte&extended=1', 't=search&limit=100', 't=search&limit=100&extended=1'];
    const expected = new Map<string, string>();
    for (const shape of shapes)
      for (const member of members)
        expected.set(`${shape}|${member.key}`, (await api(`${shape}&apikey=${member.key}`)).body);
    const strip = (xml: string) => xml.replace(/<newznab:apilimits[^>]*\/>/, '');
    try {
      const calls = Array.from({ length: 120 }, (_, n) => {
        const shape = shapes[n % shapes.length]!;
        const member = members[Math.floor(n / shapes.length) % members.length]!;
        const headers: Record<string, string> = n % 5 === 0 ? { 'accept-encoding': 'gzip' } : {};
        return get(`/api?${shape}&apikey=${member.key}`, headers, n % 4 === 0 ? 30 : 0).then(
          ({ body, encoding }) => ({
            key: `${shape}|${member.key}`,
            xml: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
          }),
        );
      });
      for (const { key, xml } of await Promise.all(calls))
        expect(strip(xml), key).toBe(strip(expected.get(key)!));
    } finally {
      agent.destroy();
    }
  });
});
