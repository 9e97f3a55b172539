import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grabs, releases } from '../src/db/schema';
import { bearer, tokenFor } from './auth-helpers';
import {
  categorised,
  errorOf,
  importCategorised,
  importNamed,
  itemsOf,
  keyHolder,
  parseXml,
  type Imported,
  type KeyHolder,
  type Loose,
} from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let premium: KeyHolder;
let named: Map<string, Imported>;
let paging: Imported[];

beforeAll(async () => {
  t = await createTestApp();
  named = await importCategorised(t);
  paging = [];
  for (let n = 1; n <= 105; n++)
    paging.push(await importNamed(t, `Seitenweise.${n}.2020.German.1080p.WEB.x264-GRP`));
  premium = await keyHolder(t, 'radarr', 'PREMIUM');
}, 120_000);
afterAll(() => t.close());

const api = (query: string, app = t) => app.app.inject({ url: `/api?${query}` });
const key = () => `apikey=${premium.key}`;

describe('caps (what Sonarr, Radarr and Prowlarr read first)', () => {
  it('announces limits, the search functions with their parameters and the category tree', async () => {
    const res = await api('t=caps');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    const caps = parseXml(res.body).caps;
    expect(caps.limits).toEqual({ max: '100', default: '100' });
    expect(caps.server.title).toBeTruthy();
    expect(caps.searching.search).toEqual({ available: 'yes', supportedParams: 'q' });
    expect(caps.searching['tv-search'].supportedParams.split(',')).toEqual(
      expect.arrayContaining(['q', 'season', 'ep', 'tvdbid', 'imdbid', 'tvmazeid']),
    );
    expect(caps.searching['movie-search'].supportedParams.split(',')).toEqual(['q', 'imdbid', 'tmdbid']);
    const movies = caps.categories.category.find((c: Loose) => c.id === '2000');
    expect(movies.subcat.map((s: Loose) => `${s.id} ${s.name}`)).toEqual(
      expect.arrayContaining(['2030 SD', '2040 HD', '2045 UHD', '2050 BluRay']),
    );
    const tv = caps.categories.category.find((c: Loose) => c.id === '5000');
    expect(tv.subcat.map((s: Loose) => s.id)).toEqual(expect.arrayContaining(['5030', '5040', '5045']));
  });

  it('refuses a wrong key given with caps (100), so a client test catches it', async () => {
    const res = await api(`t=caps&apikey=${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.body)).toMatchObject({ code: '100', description: 'Incorrect user credentials' });
  });
});

describe('Sonarr: tvsearch with tvdbid, season and episode', () => {
  it('finds exactly the episode, with the ids and numbers Sonarr parses', async () => {
    const res = await api(
      `t=tvsearch&cat=5030,5040&extended=1&${key()}&offset=0&limit=100&tvdbid=123456&season=1&ep=1`,
    );
    expect(res.statusCode).toBe(200);
    const { items, response } = itemsOf(res.body);
    expect(items.map((i) => i.title)).toEqual(['Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP']);
    expect(response).toEqual({ offset: '0', total: '1' });
    const [item] = items;
    expect(item!.attrs).toMatchObject({
      tvdbid: ['123456'],
      imdb: ['7654321'],
      tmdbid: ['501'],
      season: ['1'],
      episode: ['1'],
      tvtitle: ['Kommissar Kroll'],
      tvmazeid: ['3131'],
      rageid: ['4141'],
      category: ['5000', '5040'],
      resolution: ['720p'],
    });
    expect(item!.enclosure.type).toBe('application/x-nzb');
    expect(item!.enclosure.url).toContain(`apikey=${premium.key}`);
    expect(Number(item!.enclosure.length)).toBeGreaterThan(0);
    expect(item!.link).toBe(item!.enclosure.url);
    expect(item!.comments).toMatch(/\/series\/kommissar-kroll\/season\/1\/episode\/1$/);
    // The posting date (else the storing date), to the second, as RFC 822 in UTC.
    const [stored] = await t.database.db
      .select({ postedAt: releases.postedAt, createdAt: releases.createdAt })
      .from(releases)
      .where(eq(releases.guid, item!.guid));
    const posted = (stored!.postedAt ?? stored!.createdAt).toUTCString().replace(/GMT$/, '+0000');
    expect(item!.pubDate).toBe(posted);
    expect(item!.attrs.usenetdate).toEqual([posted]);
  });

  it('finds the series by every other id the caps announce, and by several ids only when they agree', async () => {
    const episode2 = ['Kommissar.Kroll.S01E02.German.HDTV.XviD-GRP'];
    const titles = async (ids: string) =>
      itemsOf((await api(`t=tvsearch&${key()}&${ids}&season=1&ep=2`)).body).items.map((i) => i.title);
    for (const [ids, another] of [
      ['imdbid=7654321', 'imdbid=7654322'],
      ['imdbid=tt7654321', 'imdbid=tt7654322'],
      ['tmdbid=501', 'tmdbid=502'],
      ['tvmazeid=3131', 'tvmazeid=3132'],
      ['rid=4141', 'rid=4142'],
      ['tvdbid=123456&imdbid=7654321&tvmazeid=3131', 'tvdbid=123456&imdbid=7654321&tvmazeid=1'],
    ] as const) {
      expect(await titles(ids), ids).toEqual(episode2);
      // Another value finds nothing: the id is read, not ignored (Sonarr sends what it knows together).
      expect(await titles(another), another).toEqual([]);
    }
  });

  it('reads S01 as season 1 and, without a cat, stays among TV releases', async () => {
    const { items } = itemsOf((await api(`t=tvsearch&${key()}&tvdbid=123456&season=S01`)).body);
    expect(items.map((i) => i.title).sort()).toEqual(
      [
        'Kommissar.Kroll.S01.German.1080p.WEB.h264-GRP',
        'Kommissar.Kroll.S01E01.German.2160p.WEB.h265-GRP',
        'Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP',
        'Kommissar.Kroll.S01E02.German.HDTV.XviD-GRP',
      ].sort(),
    );
  });

  it('finds a daily show by season=year and ep=MM/DD', async () => {
    const { items } = itemsOf((await api(`t=tvsearch&${key()}&q=Tagesschau&season=2024&ep=05/17`)).body);
    expect(items.map((i) => i.title)).toEqual(['Tagesschau.2024.05.17.German.720p.HDTV.x264-GRP']);
  });

  it('finds nothing for a series the catalogue does not know', async () => {
    const res = await api(`t=tvsearch&${key()}&tvdbid=999999&season=1&ep=1`);
    expect(itemsOf(res.body).items).toEqual([]);
  });
});

describe('Radarr: movie with imdbid (without tt) and tmdbid', () => {
  it('finds every release of the film, imdb as digits only', async () => {
    for (const query of ['imdbid=0017136', 'imdbid=tt0017136', 'imdbid=17136', 'tmdbid=19']) {
      const { items } = itemsOf((await api(`t=movie&cat=2000&extended=1&${key()}&${query}`)).body);
      expect(items).toHaveLength(4);
      for (const item of items) {
        expect(item.attrs.imdb).toEqual(['0017136']);
        expect(item.attrs.imdbtitle).toEqual(['Metropolis']);
        expect(item.attrs.imdbyear).toEqual(['1927']);
      }
    }
  });

  it('gives German.DL releases both languages, English names as Radarr maps them', async () => {
    const { items } = itemsOf((await api(`t=movie&extended=1&${key()}&imdbid=0017136&cat=2040`)).body);
    expect(items).toHaveLength(1);
    expect(items[0]!.attrs.language![0]).toContain('German');
    expect(items[0]!.attrs.genre).toEqual(['Drama, Science-Fiction']);
    expect(items[0]!.attrs.nfo).toEqual(['1']);
  });
});

describe('categories: one mapping for filters and attributes', () => {
  it('puts each release where its resolution and source say', async () => {
    const { items } = itemsOf((await api(`t=search&${key()}&q=Metropolis Kroll Tagesschau&limit=100`)).body);
    // The text search needs every word; ask per title instead.
    expect(items).toEqual([]);
    for (const [name, category] of categorised) {
      const release = named.get(name)!;
      const res = await api(`t=details&id=${release.guid}&${key()}`);
      const [item] = itemsOf(res.body).items;
      expect(item!.attrs.category, name).toEqual([
        String(Math.floor(category / 1000) * 1000),
        String(category),
      ]);
    }
  });

  it('a parent category includes its children; a child only itself', async () => {
    const all = itemsOf((await api(`t=search&${key()}&q=Metropolis&cat=2000`)).body).items;
    expect(all).toHaveLength(4);
    const hd = itemsOf((await api(`t=search&${key()}&q=Metropolis&cat=2040,2045`)).body).items;
    expect(hd.map((i) => i.title).sort()).toEqual(
      [
        'Metropolis.1927.German.2160p.UHD.BluRay.x265-GRP',
        'Metropolis.1927.German.DL.1080p.BluRay.x264-GRP',
      ].sort(),
    );
    const sd = itemsOf((await api(`t=tvsearch&${key()}&q=Kroll&cat=5030`)).body).items;
    expect(sd.map((i) => i.title)).toEqual(['Kommissar.Kroll.S01E02.German.HDTV.XviD-GRP']);
  });
});

describe('Prowlarr: search paging with limit and offset', () => {
  it('pages 100 at a time with the total, and caps limit at 100', async () => {
    const first = itemsOf((await api(`t=search&q=Seitenweise&extended=1&${key()}&limit=100&offset=0`)).body);
    expect(first.items).toHaveLength(100);
    expect(first.response).toEqual({ offset: '0', total: '105' });
    const second = itemsOf((await api(`t=search&q=Seitenweise&${key()}&limit=100&offset=100`)).body);
    expect(second.items).toHaveLength(5);
    const seen = new Set([...first.items, ...second.items].map((i) => i.guid));
    expect(seen.size).toBe(105);
    expect(itemsOf((await api(`t=search&q=Seitenweise&${key()}&limit=500`)).body).items).toHaveLength(100);
  });

  it('filters by size and age', async () => {
    expect(
      itemsOf((await api(`t=search&q=Seitenweise&${key()}&minsize=${10 * 1024 ** 3}`)).body).items,
    ).toEqual([]);
    // The generated NZBs were posted on 1 January 2026; three are re-dated to today, stamped
    // as changed as every writer of releases does.
    await t.database.db
      .update(releases)
      .set({ postedAt: new Date(), updatedAt: new Date() })
      .where(
        inArray(
          releases.id,
          paging.slice(0, 3).map((r) => r.id),
        ),
      );
    const recent = itemsOf((await api(`t=search&q=Seitenweise&${key()}&maxage=1`)).body).items;
    expect(recent.map((i) => i.guid).sort()).toEqual(
      paging
        .slice(0, 3)
        .map((r) => r.guid)
        .sort(),
    );
  });

  it('answers the same data as JSON with o=json', async () => {
    const res = await api(`t=search&q=Seitenweise&${key()}&limit=2&o=json&extended=1`);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.channel.response['@attributes']).toEqual({ offset: '0', total: '105' });
    expect(body.channel.item).toHaveLength(2);
    const item = body.channel.item[0];
    expect(item.enclosure['@attributes'].type).toBe('application/x-nzb');
    expect(item.attr.find((a: Loose) => a['@attributes'].name === 'size')['@attributes'].value).toMatch(
      /^\d+$/,
    );
  });
});

describe('errors: the spec codes, English descriptions and HTTP status', () => {
  const cases: [query: string, status: number, code: string, description: string][] = [
    ['t=search&q=x', 400, '200', 'Missing parameter'],
    ['t=search&apikey=' + 'f'.repeat(64), 401, '100', 'Incorrect user credentials'],
    ['t=search&apikey=nonsense', 401, '100', 'Incorrect user credentials'],
    ['KEY', 400, '200', 'Missing parameter'],
    ['t=nonsense&KEY', 400, '202', 'No such function'],
    ['t=music&KEY', 400, '203', 'Function not available'],
    ['t=book&KEY', 400, '203', 'Function not available'],
    ['t=search&limit=abc&KEY', 400, '201', 'Incorrect parameter'],
    ['t=search&cat=movies&KEY', 400, '201', 'Incorrect parameter'],
    ['t=tvsearch&season=x1&KEY', 400, '201', 'Incorrect parameter'],
    ['t=tvsearch&season=2024&ep=02/30&KEY', 400, '201', 'Incorrect parameter'],
    ['t=movie&imdbid=abc&KEY', 400, '201', 'Incorrect parameter'],
    ['t=details&id=nosuchguid&KEY', 404, '300', 'No such item'],
    ['t=get&id=nosuchguid&KEY', 404, '300', 'No such item'],
    ['t=getnfo&id=nosuchguid&KEY', 404, '300', 'No such item'],
    ['t=get&KEY', 400, '200', 'Missing parameter'],
  ];
  it.each(cases)('%s → %i, code %s', async (query, status, code, description) => {
    const res = await api(query.replace('KEY', key()));
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('xml');
    expect(errorOf(res.body)).toMatchObject({ code, description });
  });

  it('answers errors as JSON with o=json', async () => {
    const res = await api('t=search&o=json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { '@attributes': { code: '200', description: 'Missing parameter' }, text: 'apikey' },
    });
  });

  it('gives a Basic key and the key of an ended membership error 102', async () => {
    const basic = await keyHolder(t, 'basic-key', 'USER');
    const ended = await keyHolder(t, 'ended-premium', 'PREMIUM', true);
    for (const who of [basic, ended]) {
      const res = await api(`t=search&q=Metropolis&apikey=${who.key}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res.body)).toMatchObject({
        code: '102',
        description: 'Insufficient privileges/not authorized',
      });
      const feed = await t.app.inject({ url: `/rss?apikey=${who.key}` });
      expect(errorOf(feed.body).code).toBe('102');
      // The calls that count no request look the key up on their own path: the same answer.
      for (const call of ['t=caps', 't=get&id=no-such-guid'])
        expect(errorOf((await api(`${call}&apikey=${who.key}`)).body).code).toBe('102');
    }
  });

  it('answers 910 when the API is switched off', async () => {
    const off = await createTestApp({
      newznab: { enabled: false, dailyRequestLimits: { PREMIUM: null, VIP: null, ADMIN: null } },
    });
    try {
      const res = await api('t=caps', off);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res.body)).toMatchObject({ code: '910', description: 'API Disabled' });
    } finally {
      await off.close();
    }
  });
});

describe('get, details, getnfo', () => {
  it('get hands out the NZB, recorded in the one grabs table as channel api; del=1 empties it from the cart', async () => {
    const release = named.get('Kommissar.Kroll.S01E01.German.2160p.WEB.h265-GRP')!;
    const token = await tokenFor(t.app, 'radarr', 'Newznab-Test-1');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/add/${release.id}`,
      headers: bearer(token),
    });
    expect(added.statusCode).toBe(200);
    const res = await api(`t=get&id=${release.guid}&${key()}&del=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-nzb');
    expect(res.rawPayload.equals(release.nzb)).toBe(true);
    const rows = await t.database.db.select().from(grabs).where(eq(grabs.userId, premium.id));
    expect(rows.map((r) => [r.releaseId, r.channel])).toContainEqual([release.id, 'api']);
    const cart = await t.app.inject({ url: '/api/cart/releases', headers: bearer(token) });
    expect(cart.json().releases.map((r: Loose) => r.id)).not.toContain(release.id);
  });

  it('details gives one item with every attribute; getnfo the NFO text', async () => {
    const release = named.get('Metropolis.1927.German.DL.1080p.BluRay.x264-GRP')!;
    const body = (await api(`t=details&id=${release.guid}&${key()}`)).body;
    const { items } = itemsOf(body);
    expect(items).toHaveLength(1);
    expect(items[0]!.attrs.info![0]).toContain('t=getnfo');
    // The cover as clients fetch it: an absolute address the site answers with an image.
    const cover = new URL(items[0]!.attrs.coverurl![0]!);
    const image = await t.app.inject({ url: cover.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    // The guid is an id, not an address (RSS 2.0): clients must not open it.
    expect(parseXml(body).rss.channel.item[0].guid).toEqual({ '#text': release.guid, isPermaLink: 'false' });
    const nfo = await api(`t=getnfo&id=${release.guid}&${key()}`);
    expect(nfo.statusCode).toBe(200);
    expect(nfo.body).toBe('NFO von Metropolis');
  });
});

describe('quality class: the category and attributes use what the source implies', () => {
  // Runs last: its releases would change the counts the tests above expect.
  const inferred: [name: string, category: number, resolution: string | undefined][] = [
    ['Klasse.S01E01.HDTV.XviD-GRP', 5030, '480p'],
    ['Klasse.S01E02.German.WEB-DL.h264-GRP', 5030, '480p'],
    ['Klasse.S01E03.German.720p.HDTV.x264-GRP', 5040, '720p'],
    ['Klassefilm.2010.COMPLETE.BLURAY-GRP', 2050, '1080p'],
    ['Klassefilm.2010.German.DL.1080p.BluRay.REMUX.AVC-GRP', 2040, '1080p'],
    ['Klassefilm.2010.German.BluRay.x264-GRP', 2040, '720p'],
    ['Klassefilm.2010.German.DVDRip.XviD-GRP', 2030, '480p'],
    ['Klassefilm.2010.German.DL.2160p.UHD.BluRay.REMUX.HEVC-GRP', 2045, '2160p'],
    ['Klassefilm.2010.German.TS.x264-GRP', 2020, undefined],
  ];

  it('stores the stated resolution and the class apart; category and resolution attr follow the class', async () => {
    for (const [name, category, resolution] of inferred) {
      const release = await importNamed(t, name);
      const [row] = await t.database.db
        .select({
          parsedResolution: releases.parsedResolution,
          qualityClass: releases.qualityClass,
          newznabCategory: releases.newznabCategory,
        })
        .from(releases)
        .where(eq(releases.id, release.id));
      expect(row!.newznabCategory, name).toBe(category);
      expect(row!.qualityClass ?? undefined, name).toBe(resolution);
      if (!/\d{3,4}p/.test(name)) expect(row!.parsedResolution, name).toBeNull();
      const [item] = itemsOf((await api(`t=details&id=${release.guid}&${key()}`)).body).items;
      expect(item!.attrs.category, name).toEqual([
        String(Math.floor(category / 1000) * 1000),
        String(category),
      ]);
      expect(item!.attrs.resolution?.[0], name).toBe(resolution);
    }
  });
});
