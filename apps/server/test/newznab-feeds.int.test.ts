import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grabs, releases } from '../src/db/schema';
import { bearer, tokenFor } from './auth-helpers';
import {
  errorOf,
  importNamed,
  releasePool,
  itemsOf,
  keyHolder,
  newznabCatalogue,
  type Imported,
  type KeyHolder,
} from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

// The RSS feeds (/rss, the cart and watchlist feeds) with an API key; the limits they count
// against are in newznab-limits.int.test.ts.

let t: TestApp;
let fresh: (n: number) => Imported[];

beforeAll(async () => {
  // The limits of newznab-limits.int.test.ts; the feeds' readers are VIPs, unlimited.
  t = await createTestApp({
    newznab: { enabled: true, dailyRequestLimits: { PREMIUM: 4, VIP: null, ADMIN: null } },
    downloads: { dailyLimits: { USER: 1, PREMIUM: 2, VIP: null, ADMIN: null }, cartMaxItems: 10 },
  });
  fresh = await releasePool(t, 3);
}, 60_000);
afterAll(() => t.close());

describe('RSS feeds', () => {
  let reader: KeyHolder;
  let other: KeyHolder;
  beforeAll(async () => {
    reader = await keyHolder(t, 'nzbget', 'VIP');
    other = await keyHolder(t, 'sabnzbd', 'VIP');
  });

  it('lists the newest releases; dl=1 makes links direct NZB links with the NNTmux r= and i=', async () => {
    const plain = itemsOf((await t.app.inject({ url: `/rss?apikey=${reader.key}` })).body).items;
    expect(plain.length).toBeGreaterThan(0);
    expect(plain[0]!.link).not.toContain('/rss/get');
    expect(plain[0]!.enclosure.url).toContain('/rss/get?');
    const direct = itemsOf(
      (await t.app.inject({ url: `/rss?t=0&dl=1&r=${reader.key}&i=${reader.id}` })).body,
    ).items;
    expect(direct[0]!.link).toContain(`/rss/get?id=${direct[0]!.guid}&r=${reader.key}&i=${reader.id}`);
    const wrongId = await t.app.inject({ url: `/rss?r=${reader.key}&i=${other.id}` });
    expect(errorOf(wrongId.body).code).toBe('100');
  });

  it('filters by category as t=<category> or cat=', async () => {
    expect(
      itemsOf((await t.app.inject({ url: `/rss?t=2000&apikey=${reader.key}` })).body).items.length,
    ).toBeGreaterThan(0);
    expect(itemsOf((await t.app.inject({ url: `/rss?t=5000&apikey=${reader.key}` })).body).items).toEqual([]);
    expect(itemsOf((await t.app.inject({ url: `/rss?cat=5030&apikey=${reader.key}` })).body).items).toEqual(
      [],
    );
  });

  it('the cart feed lists only the member’s cart; its link downloads (channel rss) and del=1 takes the release out', async () => {
    const [wanted] = fresh(1);
    const token = await tokenFor(t.app, 'nzbget', 'Newznab-Test-1');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/cart/add/${wanted!.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      `/rss/cart?dl=1&del=1&apikey=${reader.key}`,
      `/rss?t=-2&dl=1&del=1&apikey=${reader.key}`,
    ]) {
      const { items } = itemsOf((await t.app.inject({ url })).body);
      expect(items.map((i) => i.title)).toEqual([wanted!.name]);
    }
    const { items } = itemsOf(
      (await t.app.inject({ url: `/rss/cart?dl=1&del=1&apikey=${reader.key}` })).body,
    );
    const nzb = await t.app.inject({
      url: new URL(items[0]!.link).pathname + new URL(items[0]!.link).search,
    });
    expect(nzb.statusCode).toBe(200);
    expect(nzb.rawPayload.equals(wanted!.nzb)).toBe(true);
    const rows = await t.database.db.select().from(grabs).where(eq(grabs.userId, reader.id));
    expect(rows.map((g) => g.channel)).toEqual(['rss']);
    expect(itemsOf((await t.app.inject({ url: `/rss/cart?apikey=${reader.key}` })).body).items).toEqual([]);
    expect(itemsOf((await t.app.inject({ url: `/rss/cart?apikey=${other.key}` })).body).items).toEqual([]);
  });

  it('the watchlist feeds list the releases of the member’s films and series only', async () => {
    const token = await tokenFor(t.app, 'nzbget', 'Newznab-Test-1');
    await t.app.services.catalogue.importFile(newznabCatalogue());
    await importNamed(t, 'Metropolis.1927.German.1080p.BluRay.x264-FEED');
    await importNamed(t, 'Kommissar.Kroll.S01E01.German.720p.WEB.x264-FEED');
    const [film] = await t.database.db
      .select({ id: releases.movieId, name: releases.name })
      .from(releases)
      .where(isNotNull(releases.movieId))
      .limit(1);
    const [show] = await t.database.db
      .select({ id: releases.seriesId })
      .from(releases)
      .where(isNotNull(releases.seriesId))
      .limit(1);
    expect(film?.id).toBeTruthy();
    expect(show?.id).toBeTruthy();
    const namesOf = async (url: string) =>
      itemsOf((await t.app.inject({ url })).body).items.map((item) => item.title);
    // Nothing followed yet: empty feeds, not all releases.
    expect(await namesOf(`/rss/mymovies?apikey=${reader.key}`)).toEqual([]);
    for (const path of [`/api/watchlist/movie/${film!.id}`, `/api/watchlist/series/${show!.id}`]) {
      expect((await t.app.inject({ method: 'POST', url: path, headers: bearer(token) })).statusCode).toBe(
        200,
      );
    }
    const filmReleases = await t.database.db
      .select({ name: releases.name })
      .from(releases)
      .where(eq(releases.movieId, film!.id!));
    const showReleases = await t.database.db
      .select({ name: releases.name })
      .from(releases)
      .where(eq(releases.seriesId, show!.id!));
    for (const url of [`/rss/mymovies?apikey=${reader.key}`, `/rss?t=-3&apikey=${reader.key}`]) {
      expect((await namesOf(url)).sort()).toEqual(filmReleases.map((r) => r.name).sort());
    }
    for (const url of [`/rss/myshows?apikey=${reader.key}`, `/rss?t=-4&apikey=${reader.key}`]) {
      expect((await namesOf(url)).sort()).toEqual(showReleases.map((r) => r.name).sort());
    }
    expect(await namesOf(`/rss/mymovies?apikey=${other.key}`)).toEqual([]);
    const unknown = await t.app.inject({ url: `/rss?t=-5&apikey=${reader.key}` });
    expect(errorOf(unknown.body)).toMatchObject({ code: '203', description: 'Function not available' });
  });
});
