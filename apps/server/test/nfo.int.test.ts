import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret';
import { UrlSigner } from '../src/modules/downloads/url-signer';
import { bearer } from './auth-helpers';
import { importRelease, member, type ImportedRelease, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let withNfo: ImportedRelease;
let plain: ImportedRelease;
let utf8Nfo: ImportedRelease;
let reader: Member;

// ╔══╗ / ║Ab║ / ╚══╝ and "Größe: 1,4 GB" as a DOS editor saves them (CP437), plus markup that must stay text.
const CP437_NFO = Buffer.concat([
  Buffer.from([0xc9, 0xcd, 0xcd, 0xbb, 0x0d, 0x0a, 0xba]),
  Buffer.from('Ab'),
  Buffer.from([0xba, 0x0d, 0x0a, 0xc8, 0xcd, 0xcd, 0xbc, 0x0d, 0x0a]),
  Buffer.from([0x47, 0x72, 0x94, 0xe1, 0x65]),
  Buffer.from(': 1,4 GB\r\n<script>alert("nfo")</script>\r\n'),
  Buffer.from([0xb0, 0xb1, 0xb2, 0xdb]),
]);
const CP437_TEXT = '╔══╗\n║Ab║\n╚══╝\nGröße: 1,4 GB\n<script>alert("nfo")</script>\n░▒▓█';

beforeAll(async () => {
  t = await createTestApp();
  withNfo = await importRelease(t, 'Kunst.2023.German.1080p.BluRay.x264-GRP', CP437_NFO);
  plain = await importRelease(t, 'Ohne.NFO.2023.German.1080p.BluRay.x264-GRP');
  utf8Nfo = await importRelease(t, 'Modern.2024.German.1080p.WEB.x264-GRP', Buffer.from('Größe ✓ — UTF-8\n'));
  reader = await member(t, 'leser');
});
afterAll(() => t.close());

const file = (release: ImportedRelease) => `${release.guid}.nfo`;
const viewTokenFor = async (name: string, who: Member = reader) =>
  t.app.inject({ method: 'POST', url: `/api/nfo/${name}/view-token`, headers: bearer(who.token) });

describe('NFO as text', () => {
  it('is the release nfoPath and gives the CP437 art as UTF-8 text', async () => {
    const list = await t.app.inject({ url: `/api/releases?search=Kunst` });
    expect(list.json().data[0].nfoPath).toBe(`/api/nfo/${file(withNfo)}`);
    const res = await t.app.inject({ url: `/api/nfo/${file(withNfo)}`, headers: bearer(reader.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(CP437_TEXT);
  });

  it('reads an NFO written in UTF-8 as UTF-8', async () => {
    const res = await t.app.inject({ url: `/api/nfo/${file(utf8Nfo)}`, headers: bearer(reader.token) });
    expect(res.body).toBe('Größe ✓ — UTF-8\n');
  });

  it('needs a login and answers 404 for unknown files, releases without NFO and traversal', async () => {
    const visitor = await t.app.inject({ url: `/api/nfo/${file(withNfo)}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Sie müssen angemeldet sein, um NFO-Dateien anzuzeigen.');
    for (const name of [
      file(plain),
      '00000000-0000-0000-0000-000000000000.nfo',
      withNfo.guid,
      `${withNfo.guid}.nzb`,
      '..%2F..%2Fjwt-secret',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      `..%2F${file(withNfo)}`,
      `${withNfo.guid}%00.nfo`,
    ]) {
      const res = await t.app.inject({ url: `/api/nfo/${name}`, headers: bearer(reader.token) });
      expect([400, 404], name).toContain(res.statusCode);
      expect(res.body, name).not.toContain('╔');
    }
    const unknown = await t.app.inject({ url: `/api/nfo/${file(plain)}`, headers: bearer(reader.token) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('NFO-Datei nicht gefunden');
  });
});

describe('NFO page for the modal frame', () => {
  it('renders the art escaped and monospace under a CSP without scripts', async () => {
    const { url, token, expiresAt } = (await viewTokenFor(file(withNfo))).json();
    expect(url).toBe(`/api/nfo/view/${file(withNfo)}?token=${token}`);
    expect(token).not.toContain(reader.token);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<pre>╔══╗\n║Ab║\n╚══╝\nGröße: 1,4 GB\n');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;nfo&quot;)&lt;/script&gt;');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('monospace');
    expect(res.body).toContain(`<title>${withNfo.name}.nfo</title>`);
  });

  it('accepts the access token as the original client sends it', async () => {
    const res = await t.app.inject({ url: `/api/nfo/view/${file(withNfo)}?token=${reader.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('║Ab║');
  });

  it('refuses a missing, altered, expired or foreign token with a page saying so', async () => {
    const { token } = (await viewTokenFor(file(withNfo))).json();
    const signer = new UrlSigner(loadJwtSecret(undefined, t.dataDir), 'nfo-view');
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `nfo.${reader.id}.${past}.${signer.sign([file(withNfo), reader.id, 0, past])}`;
    const cases: [string, string][] = [
      ['missing', `/api/nfo/view/${file(withNfo)}`],
      [
        'altered',
        `/api/nfo/view/${file(withNfo)}?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      ],
      ['expired', `/api/nfo/view/${file(withNfo)}?token=${expired}`],
      ['for another NFO', `/api/nfo/view/${file(utf8Nfo)}?token=${token}`],
      ['not a token', `/api/nfo/view/${file(withNfo)}?token=abc`],
      ['for no such member', `/api/nfo/view/${file(withNfo)}?token=nfo.9999999999.${past}.${'A'.repeat(43)}`],
    ];
    for (const [why, url] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, why).toBe(401);
      expect(res.headers['content-type'], why).toBe('text/html; charset=utf-8');
      expect(res.body, why).not.toContain('║Ab║');
    }
    const missing = await t.app.inject({ url: `/api/nfo/view/${file(withNfo)}` });
    expect(missing.body).toContain('Sie müssen angemeldet sein, um NFO-Dateien anzuzeigen.');
  });

  it('answers 404 for traversal and unknown files, and a view token only for an existing NFO', async () => {
    for (const name of ['..%2F..%2Fjwt-secret', file(plain), 'x.nfo']) {
      const res = await t.app.inject({ url: `/api/nfo/view/${name}?token=${reader.token}` });
      expect(res.statusCode, name).toBe(404);
    }
    expect((await viewTokenFor(file(plain))).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/nfo/${file(withNfo)}/view-token` });
    expect(visitor.statusCode).toBe(401);
  });
});
