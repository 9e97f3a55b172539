import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNzb } from '@nzbkino/nzb';
import { releases } from '../src/db/schema';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret';
import { UrlSigner } from '../src/modules/downloads/url-signer';
import { bearer } from './auth-helpers';
import {
  grabRows,
  importRelease,
  importReleases,
  member,
  pastGrabs,
  type ImportedRelease,
  type Member,
} from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let pool: ImportedRelease[];
let next = 0;
/** Releases nobody has downloaded yet in this file. */
const fresh = (count: number) => pool.slice(next, (next += count));

beforeAll(async () => {
  t = await createTestApp();
  pool = await importReleases(t, 'Abruf', 80);
});
afterAll(() => t.close());

const download = (releaseId: number | string, who?: Member, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/releases/${releaseId}/nzb-download`,
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
  });

const limitsOf = async (who: Member) =>
  (await t.app.inject({ url: '/api/cart/limits', headers: bearer(who.token) })).json();

describe('single NZB download', () => {
  it('streams the stored NZB, decompressed, as {release name}.nzb', async () => {
    const alice = await member(t, 'alice');
    const [release] = fresh(1);
    for (const path of ['nzb-download', 'download']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/releases/${release!.id}/${path}`,
        headers: bearer(alice.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-nzb');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${release!.name}.nzb"`);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(release!.nzb)).toBe(true);
      expect(parseNzb(res.rawPayload).meta.title).toBe(release!.name);
    }
  });

  it('sends the stored brotli bytes as they are to a client that accepts br', async () => {
    const bob = await member(t, 'bob');
    const [release] = fresh(1);
    const res = await download(release!.id, bob, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(release!.nzb)).toBe(true);
    const refused = await download(release!.id, bob, { 'accept-encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(release!.nzb)).toBe(true);
  });

  it('names a file with umlauts in ASCII and, exactly, in filename*', async () => {
    const carla = await member(t, 'carla');
    const release = await importRelease(t, 'Die.Büchse.der.Pandora.1929.German.720p.BluRay.x264-GRÜN');
    const res = await download(release.id, carla);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Die.Buechse.der.Pandora.1929.German.720p.BluRay.x264-GRUeN.nzb"; ` +
        `filename*=UTF-8''Die.B%C3%BCchse.der.Pandora.1929.German.720p.BluRay.x264-GR%C3%9CN.nzb`,
    );
  });

  it('answers 401, 404 and 400 with the spec texts', async () => {
    const dora = await member(t, 'dora');
    const [release] = fresh(1);
    const visitor = await download(release!.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Bitte loggen Sie sich ein, um Releases herunterzuladen');
    const missing = await download(999_999, dora);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Release nicht gefunden');
    expect((await download('abc', dora)).statusCode).toBe(400);
    expect(await grabRows(t, dora.id)).toEqual([]);
  });

  it('answers 404 without counting when the NZB file is gone', async () => {
    const emil = await member(t, 'emil');
    const release = await importRelease(t, 'Verloren.2021.German.1080p.WEB.x264-GRP');
    const [row] = await t.database.db.select().from(releases).where(eq(releases.id, release.id));
    await t.blobs.delete('nzb', row!.nzbHash);
    const res = await download(release.id, emil);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Keine Download-Datei verfügbar für dieses Release');
    expect(await grabRows(t, emil.id)).toEqual([]);
  });

  it('records the grab and counts it on the release', async () => {
    const fritz = await member(t, 'fritz');
    const [release] = fresh(1);
    const before = await catalogueGrabs(release!);
    expect((await download(release!.id, fritz)).statusCode).toBe(200);
    const [row] = await grabRows(t, fritz.id);
    expect(row).toMatchObject({
      releaseId: release!.id,
      releaseName: release!.name,
      channel: 'web',
      counted: true,
      clientAddress: '127.0.0.1',
    });
    expect(await catalogueGrabs(release!)).toBe(before + 1);
  });
});

async function catalogueGrabs(release: ImportedRelease): Promise<number> {
  const res = await t.app.inject({ url: `/api/releases?search=${encodeURIComponent(release.name)}` });
  return res.json().data.find((r: { id: number }) => r.id === release.id).grabs;
}

describe('daily limits', () => {
  it('reports used, limit, remaining and when the next slot frees up', async () => {
    const gerd = await member(t, 'gerd');
    expect(await limitsOf(gerd)).toEqual({
      role: 'USER',
      used: 0,
      limit: 10,
      remaining: 10,
      resetsAt: null,
      windowHours: 24,
      redownloadDays: 7,
    });
    const older = fresh(2);
    await pastGrabs(t, gerd.id, older, 30); // outside the 24 hours
    await pastGrabs(t, gerd.id, fresh(3), 5);
    const limits = await limitsOf(gerd);
    expect(limits).toMatchObject({ used: 3, limit: 10, remaining: 7 });
    const expected = Date.now() + 19 * 3600_000;
    expect(Math.abs(Date.parse(limits.resetsAt) - expected)).toBeLessThan(60_000);
  });

  it('refuses the 11th new release of a Basic member with 403 "Download-Limit erreicht"', async () => {
    const hanna = await member(t, 'hanna');
    await pastGrabs(t, hanna.id, fresh(10), 1);
    const res = await download(fresh(1)[0]!.id, hanna);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Download-Limit erreicht',
      limit: 10,
      used: 10,
      remaining: 0,
    });
    expect(await grabRows(t, hanna.id)).toHaveLength(10);
  });

  it('lets a release grabbed within 7 days be downloaded again without counting, even at the limit', async () => {
    const ida = await member(t, 'ida');
    const [recent, old] = fresh(2);
    await pastGrabs(t, ida.id, [recent!], 6 * 24); // 6 days ago: still free to fetch again
    await pastGrabs(t, ida.id, [old!], 8 * 24); // 8 days ago: counts again
    await pastGrabs(t, ida.id, fresh(10), 2);
    expect((await limitsOf(ida)).remaining).toBe(0);

    const again = await download(recent!.id, ida);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(recent!.nzb)).toBe(true);
    expect((await download(old!.id, ida)).statusCode).toBe(403);

    const rows = await grabRows(t, ida.id);
    expect(rows.at(-1)).toMatchObject({ releaseId: recent!.id, counted: false });
    expect((await limitsOf(ida)).used).toBe(10);
  });

  it('does not count a second download of the same release on the day either', async () => {
    const jan = await member(t, 'jan');
    const [release] = fresh(1);
    const before = await catalogueGrabs(release!);
    for (let i = 0; i < 3; i++) expect((await download(release!.id, jan)).statusCode).toBe(200);
    expect((await grabRows(t, jan.id)).map((r) => r.counted)).toEqual([true, false, false]);
    expect((await limitsOf(jan)).used).toBe(1);
    expect(await catalogueGrabs(release!)).toBe(before + 1);
  });

  it('gives Premium, VIP and Admin no limit, and an expired Premium the Basic one', async () => {
    for (const role of ['PREMIUM', 'VIP', 'ADMIN'] as const) {
      const who = await member(t, `ohne-limit-${role.toLowerCase()}`, role);
      await pastGrabs(t, who.id, pool.slice(0, 12), 1);
      expect(await limitsOf(who)).toMatchObject({ role, used: 12, limit: null, remaining: null });
      expect((await download(fresh(1)[0]!.id, who)).statusCode).toBe(200);
    }
    const lapsed = await member(t, 'abgelaufen', 'PREMIUM');
    await t.app.services.users.setRole('abgelaufen', 'PREMIUM', new Date(Date.now() - 1000));
    await pastGrabs(t, lapsed.id, pool.slice(0, 10), 1);
    expect(await limitsOf(lapsed)).toMatchObject({ role: 'USER', limit: 10, remaining: 0 });
    expect((await download(fresh(1)[0]!.id, lapsed)).statusCode).toBe(403);
  });

  it('gives a member with 3 left exactly 3 of 50 simultaneous downloads', async () => {
    const kai = await member(t, 'kai');
    await pastGrabs(t, kai.id, pool.slice(0, 7), 3);
    const targets = pool.slice(20, 70);
    const answers = await Promise.all(targets.map((release) => download(release.id, kai)));
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 403);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const res of refused) expect(res.json().message).toBe('Download-Limit erreicht');
    for (const res of ok) expect(parseNzb(res.rawPayload).files.length).toBeGreaterThan(0);

    const rows = await grabRows(t, kai.id);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.counted)).toHaveLength(10);
    const served = new Set(ok.map((res) => parseNzb(res.rawPayload).meta.title));
    expect(new Set(rows.slice(7).map((r) => r.releaseName))).toEqual(served);
  });
});

describe('signed NZB links', () => {
  const signer = () => new UrlSigner(loadJwtSecret(undefined, t.dataDir), 'nzb-link');
  const createLink = (releaseId: number, who: Member) =>
    t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/download-link`,
      headers: bearer(who.token),
    });

  it('opens the NZB without a token within 60 seconds, bound to member and release', async () => {
    const lea = await member(t, 'lea');
    const [release, other] = fresh(2);
    const res = await createLink(release!.id, lea);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(new RegExp(`^/api/releases/${release!.id}/nzb\\?uid=${lea.id}&exp=\\d+&sig=`));
    expect(url).not.toContain(lea.token);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    // A HEAD would count as a download, so the link answers GET only (405 names it).
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(await grabRows(t, lea.id)).toEqual([]);
    const opened = await t.app.inject({ url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toBe(`attachment; filename="${release!.name}.nzb"`);
    expect(opened.rawPayload.equals(release!.nzb)).toBe(true);
    expect(await grabRows(t, lea.id)).toHaveLength(1);

    const elsewhere = await t.app.inject({
      url: url.replace(`/releases/${release!.id}/`, `/releases/${other!.id}/`),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Der Download-Link ist ungültig.');
    const tampered = await t.app.inject({
      url: url.replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).toBe(403);
    const longer = await t.app.inject({
      url: url.replace(/exp=(\d+)/, (_m: string, e: string) => `exp=${Number(e) + 3600}`),
    });
    expect(longer.statusCode).toBe(403);
  });

  it('refuses an expired link and one issued before signing out everywhere', async () => {
    const max = await member(t, 'max');
    const [release] = fresh(1);
    const exp = Math.floor(Date.now() / 1000) - 1;
    const sig = signer().sign([release!.id, max.id, 0, exp]);
    const expired = await t.app.inject({
      url: `/api/releases/${release!.id}/nzb?uid=${max.id}&exp=${exp}&sig=${sig}`,
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'Der Download-Link ist abgelaufen. Bitte starten Sie den Download erneut.',
    );

    const { url } = (await createLink(release!.id, max)).json();
    await t.app.inject({ method: 'POST', url: '/api/users/logout-all', headers: bearer(max.token) });
    expect((await t.app.inject({ url })).statusCode).toBe(403);
    expect(await grabRows(t, max.id)).toEqual([]);
  });

  it('needs a login to create a link, and a whole link to use one', async () => {
    const [release] = fresh(1);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/releases/${release!.id}/download-link` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Bitte loggen Sie sich ein, um Releases herunterzuladen');
    expect((await t.app.inject({ url: `/api/releases/${release!.id}/nzb` })).statusCode).toBe(400);
    const nina = await member(t, 'nina');
    expect((await createLink(999_999, nina)).statusCode).toBe(404);
  });
});

describe("'Meine Downloads'", () => {
  it('lists the own downloads, newest first, paged, with whether the release still exists', async () => {
    const olga = await member(t, 'olga');
    const paul = await member(t, 'paul');
    const [a, b] = fresh(2);
    const gone = await importRelease(t, 'Geloescht.2019.German.720p.HDTV.x264-GRP');
    for (const release of [a!, gone, b!]) expect((await download(release.id, olga)).statusCode).toBe(200);
    expect((await download(a!.id, paul)).statusCode).toBe(200);
    await t.database.db.delete(releases).where(eq(releases.id, gone.id));

    const page = await t.app.inject({ url: '/api/downloads?page=1&limit=2', headers: bearer(olga.token) });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 3, limit: 2 });
    expect(body.data.map((d: { name: string }) => d.name)).toEqual([b!.name, gone.name]);
    expect(body.data[0]).toMatchObject({
      releaseId: b!.id,
      channel: 'web',
      counted: true,
      available: true,
      group: 'GRP',
    });
    expect(body.data[1]).toMatchObject({ releaseId: null, available: false });
    expect(body.data[0].size).toBeGreaterThan(1024 ** 3);

    const second = (
      await t.app.inject({ url: '/api/downloads?page=2&limit=2', headers: bearer(olga.token) })
    ).json();
    expect(second.data.map((d: { releaseId: number }) => d.releaseId)).toEqual([a!.id]);
    const others = (await t.app.inject({ url: '/api/downloads', headers: bearer(paul.token) })).json();
    expect(others.totalItems).toBe(1);
    expect((await t.app.inject({ url: '/api/downloads' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/cart/limits' })).statusCode).toBe(401);
  });
});
