import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseNzb } from '@nzbkino/nzb';
import { releases } from '../src/db/schema';
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
import { unzip } from './zip-reader';

const CART_MAX = 5;
let t: TestApp;
let pool: ImportedRelease[];

beforeAll(async () => {
  t = await createTestApp({
    downloads: { dailyLimits: { USER: 10, PREMIUM: null, VIP: null, ADMIN: null }, cartMaxItems: CART_MAX },
  });
  pool = await importReleases(t, 'Korb', 12);
});
afterAll(() => t.close());

const add = (releaseId: number | string, who?: Member) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/add/${releaseId}`,
    headers: who ? bearer(who.token) : {},
  });
const cartOf = async (who: Member) =>
  (await t.app.inject({ url: '/api/cart/releases', headers: bearer(who.token) })).json();
const zip = (who?: Member) =>
  t.app.inject({ method: 'POST', url: '/api/cart/download-zip', headers: who ? bearer(who.token) : {} });

describe('cart', () => {
  it('adds idempotently by path and by body, lists newest first, removes and clears', async () => {
    const anna = await member(t, 'anna');
    const [a, b] = pool;
    const first = await add(a!.id, anna);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Release wurde zum Warenkorb hinzugefügt!',
      count: 1,
    });
    const again = await add(a!.id, anna);
    expect(again.json()).toMatchObject({ success: true, count: 1 });
    const byBody = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(anna.token),
      payload: { releaseId: b!.id },
    });
    expect(byBody.json()).toMatchObject({ success: true, count: 2 });

    const cart = await cartOf(anna);
    expect(cart).toMatchObject({ count: 2, maxItems: CART_MAX });
    expect(cart.releases.map((r: { id: number }) => r.id)).toEqual([b!.id, a!.id]);
    expect(cart.releases[0]).toMatchObject({
      name: b!.name,
      group: 'GRP',
      nzbPath: `/api/releases/${b!.id}/nzb-download`,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${a!.id}`,
      headers: bearer(anna.token),
    });
    expect(removed.json()).toMatchObject({ success: true, count: 1 });
    const notThere = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${a!.id}`,
      headers: bearer(anna.token),
    });
    expect(notThere.statusCode).toBe(404);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: bearer(anna.token),
    });
    expect(cleared.json()).toMatchObject({ success: true, count: 0 });
    expect((await cartOf(anna)).releases).toEqual([]);
  });

  it('keeps each member to their own cart', async () => {
    const bert = await member(t, 'bert');
    const clara = await member(t, 'clara');
    await add(pool[3]!.id, bert);
    expect((await cartOf(clara)).count).toBe(0);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${pool[3]!.id}`,
      headers: bearer(clara.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await cartOf(bert)).count).toBe(1);
  });

  it('answers visitors 401 with the spec text, unknown releases 404 and a full cart 409', async () => {
    const visitor = await add(pool[0]!.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Bitte loggen Sie sich ein, um Releases zum Warenkorb hinzuzufügen');
    const dirk = await member(t, 'dirk');
    const unknown = await add(999_999, dirk);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Release nicht gefunden');
    expect((await add('x', dirk)).statusCode).toBe(400);

    for (const release of pool.slice(0, CART_MAX)) expect((await add(release.id, dirk)).statusCode).toBe(200);
    const full = await add(pool[CART_MAX]!.id, dirk);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Der Warenkorb ist voll: Er fasst höchstens 5 Releases.');
    // Adding one that is in already still succeeds.
    expect((await add(pool[0]!.id, dirk)).statusCode).toBe(200);
    expect((await cartOf(dirk)).count).toBe(CART_MAX);
  });

  it('stays within the cap when many adds arrive at once', async () => {
    const erik = await member(t, 'erik');
    const answers = await Promise.all(pool.map((release) => add(release.id, erik)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(CART_MAX);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(pool.length - CART_MAX);
    expect((await cartOf(erik)).count).toBe(CART_MAX);
  });
});

describe('cart zip', () => {
  it('streams one parseable NZB per release with unique safe names and records the grabs', async () => {
    const frieda = await member(t, 'frieda');
    const twinA = await importRelease(t, 'Zwilling.2022.German.1080p.WEB.x264-GRP', undefined, 3 * 1024 ** 3);
    const twinB = await importRelease(t, 'Zwilling.2022.German.1080p.WEB.x264-GRP', undefined, 4 * 1024 ** 3);
    const upper = await importRelease(t, 'ZWILLING.2022.German.1080p.WEB.x264-GRP');
    const umlaut = await importRelease(t, 'Größenwahn.2022.German.1080p.WEB.x264-GRP');
    const chosen = [twinA, twinB, upper, umlaut];
    for (const release of chosen) await add(release.id, frieda);

    const res = await zip(frieda);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="warenkorb-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'Zwilling.2022.German.1080p.WEB.x264-GRP.nzb',
      'Zwilling.2022.German.1080p.WEB.x264-GRP (2).nzb',
      'ZWILLING.2022.German.1080p.WEB.x264-GRP (3).nzb',
      'Größenwahn.2022.German.1080p.WEB.x264-GRP.nzb',
    ]);
    entries.forEach((entry, i) => {
      expect(entry.data.equals(chosen[i]!.nzb)).toBe(true);
      const doc = parseNzb(entry.data);
      expect(doc.meta.title).toBe(chosen[i]!.name);
      expect(doc.files.length).toBeGreaterThan(2);
    });

    const rows = await grabRows(t, frieda.id);
    expect(rows.map((r) => [r.releaseId, r.channel, r.counted])).toEqual(
      chosen.map((r) => [r.id, 'zip', true]),
    );
    // The cart is kept: a second zip within 7 days costs nothing.
    expect((await cartOf(frieda)).count).toBe(4);
    expect((await zip(frieda)).statusCode).toBe(200);
    const limits = (await t.app.inject({ url: '/api/cart/limits', headers: bearer(frieda.token) })).json();
    expect(limits).toMatchObject({ used: 4, remaining: 6 });
  });

  it('refuses a cart larger than the allowance with how many fit, counting nothing', async () => {
    const georg = await member(t, 'georg');
    const cart = pool.slice(0, 4);
    for (const release of cart) await add(release.id, georg);
    // 7 used today, one of them a release in the cart (free to fetch again): 3 new ones need 3 slots, 3 are left.
    await pastGrabs(t, georg.id, [cart[0]!, ...pool.slice(6, 12)], 2);
    expect((await zip(georg)).statusCode).toBe(200);
    expect(await grabRows(t, georg.id)).toHaveLength(7 + 4);

    const hugo = await member(t, 'hugo');
    for (const release of cart) await add(release.id, hugo);
    await pastGrabs(t, hugo.id, pool.slice(4, 12), 2);
    const res = await zip(hugo);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message:
        'Download-Limit erreicht: Der Warenkorb enthält 4 neue Releases, heute können Sie noch 2 herunterladen.',
      required: 4,
      remaining: 2,
      limit: 10,
      used: 8,
    });
    expect(await grabRows(t, hugo.id)).toHaveLength(8);
  });

  it('answers 404 naming a release whose NZB is gone, counting nothing', async () => {
    const jonas = await member(t, 'jonas');
    const lost = await importRelease(t, 'Verschollen.2021.German.1080p.WEB.x264-GRP');
    for (const release of [pool[0]!, lost]) await add(release.id, jonas);
    const [row] = await t.database.db.select().from(releases).where(eq(releases.id, lost.id));
    await t.blobs.delete('nzb', row!.nzbHash);
    const res = await zip(jonas);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Keine Download-Datei verfügbar für dieses Release: ${lost.name}`);
    expect(await grabRows(t, jonas.id)).toEqual([]);
  });

  it('answers 401 to visitors and 400 for an empty cart', async () => {
    const visitor = await zip();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Bitte loggen Sie sich ein, um Releases herunterzuladen');
    const ines = await member(t, 'ines');
    const empty = await zip(ines);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Der Warenkorb ist leer.');
  });
});
