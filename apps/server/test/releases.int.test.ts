import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseGroupListSchema, releasePageSchema, type Release } from '@nzbkino/shared';
import { ReleasesRepository } from '../src/modules/releases/releases.repository';
import { PostgresCatalogueListing } from '../src/modules/search/postgres/postgres-catalogue-listing';
import { ReleasesService } from '../src/modules/releases/releases.service';
import { generateNzb } from '../src/seed/nzb-factory';
import { FIRST_CREATED, loadCatalogue, releaseFixtures } from './catalogue-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let ids: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await loadCatalogue(t);
});
afterAll(() => t.close());

const TOTAL = releaseFixtures.length;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const page = async (query: string) => {
  const res = await get(`/api/releases${query}`);
  expect(res.statusCode, query).toBe(200);
  return releasePageSchema.parse(res.json());
};
const names = (rows: Release[]) => rows.map((r) => r.name);
const newestFirst = releaseFixtures.map(([name]) => name).reverse();

describe('GET /api/releases: pages', () => {
  it('answers 25 newest releases with the paging fields of the spec', async () => {
    const body = await page('');
    expect(body).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalItems: TOTAL,
      total: TOTAL,
      limit: 25,
      estimated: false,
    });
    expect(names(body.data)).toEqual(newestFirst);
    expect(body.data.at(-1)!.createdAt).toBe(FIRST_CREATED.toISOString());
  });

  it('pages through with a small limit, to the last page and beyond it', async () => {
    const first = await page('?limit=5');
    expect(first).toMatchObject({ totalPages: 4, totalItems: TOTAL, limit: 5 });
    expect(names(first.data)).toEqual(newestFirst.slice(0, 5));
    const last = await page('?limit=5&page=4');
    expect(names(last.data)).toEqual(newestFirst.slice(15));
    expect(last).toMatchObject({ currentPage: 4, totalPages: 4, totalItems: TOTAL });
    const beyond = await page('?limit=5&page=50');
    expect(beyond).toMatchObject({
      data: [],
      currentPage: 50,
      totalPages: 4,
      totalItems: TOTAL,
      total: TOTAL,
    });
  });

  it('clamps limit to 100 and refuses nonsense paging with a German 400', async () => {
    expect((await page('?limit=1000000000')).limit).toBe(100);
    const cases: [string, RegExp][] = [
      ['page=-1', /page beginnt bei 1/],
      ['page=0', /page beginnt bei 1/],
      ['page=abc', /page muss eine Zahl sein/],
      ['page=2.5', /page muss eine ganze Zahl sein/],
      ['page=100001', /page ist zu groß/],
      ['limit=0', /limit muss mindestens 1 sein/],
      ['limit=-5', /limit muss mindestens 1 sein/],
      ['page=1&page=2', /page muss eine Zahl sein/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/releases?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

describe('GET /api/releases: sorting', () => {
  const sizes = (rows: Release[]) => rows.map((r) => r.size);

  it('sorts by each of the six values, combined or split into sortBy and sortOrder', async () => {
    expect(names((await page('?sortBy=createdAt_asc')).data)).toEqual([...newestFirst].reverse());
    expect(names((await page('?sortBy=createdAt&sortOrder=desc')).data)).toEqual(newestFirst);
    expect(names((await page('?sort=createdAt_asc')).data)[0]).toBe(releaseFixtures[0]![0]);

    const bySizeDesc = sizes((await page('?sortBy=size_desc')).data);
    expect(bySizeDesc).toEqual([...bySizeDesc].sort((a, b) => b - a));
    expect(bySizeDesc[0]).toBe(40 * 1024 ** 3);
    const bySizeAsc = sizes((await page('?sortBy=size&sortOrder=asc')).data);
    expect(bySizeAsc).toEqual([...bySizeDesc].reverse());

    const nameAsc = names((await page('?sortBy=name_asc')).data);
    const nameDesc = names((await page('?sortBy=name&sortOrder=desc')).data);
    expect(nameDesc).toEqual([...nameAsc].reverse());
    // Collations differ in punctuation, not in the order of these first letters.
    expect(nameAsc.map((n) => n[0]).join('')).toBe('AAAABBEFKKKKKKRU');
    expect(names((await page('?sortBy=name')).data)).toEqual(nameAsc);
  });

  it('refuses unknown sort values and directions', async () => {
    for (const query of ['sortBy=popularity', 'sortBy=size_up', 'sortOrder=up', 'sort=name']) {
      const res = await get(`/api/releases?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/Sortierung|sortOrder/);
    }
  });
});

describe('GET /api/releases: filters', () => {
  it('filters by type, resolution (SD = below 720p or unknown) and group, case-insensitively', async () => {
    const movies = await page('?type=movie');
    expect(movies.totalItems).toBe(8);
    expect(movies.data.every((r) => r.type === 'movie')).toBe(true);
    const series = await page('?type=series');
    expect(series.totalItems).toBe(7);
    expect(series.data.every((r) => r.type === 'series')).toBe(true);
    expect((await page('?type=all')).totalItems).toBe(TOTAL);

    expect((await page('?resolution=2160p')).data.map((r) => r.resolution)).toEqual(['2160p', '2160p']);
    expect((await page('?resolution=720p')).totalItems).toBe(2);
    const sd = await page('?resolution=SD');
    expect(names(sd.data).sort()).toEqual([
      'Alte.Geschichten.S01E01.German.DVDRip.x264-OLDGRP',
      'Berliner.Nacht.2019.GERMAN.DVDRip.XviD-OLDGRP',
      'Fjord.1999.German.AC3.DVDRip.x264-grpb',
      'Rammstein-Zeit-WEB-DE-2022-OND',
    ]);

    const grpb = await page('?group=grpb');
    expect(names(grpb.data).sort()).toEqual([
      'Alpha.Protokoll.2021.German.1080p.BluRay.x264-GRPB',
      'Fjord.1999.German.AC3.DVDRip.x264-grpb',
      'Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRPB',
    ]);
    expect(grpb.data.every((r) => r.group === 'GRPB')).toBe(true);
    expect((await page('?group=unbekannt')).totalItems).toBe(0);

    const combined = await page('?type=movie&resolution=1080p&group=GRPC');
    expect(names(combined.data).sort()).toEqual([
      expect.stringMatching(/^Echo\.der\.Zeit/),
      'Unbekannt.Film.2020.German.1080p.WEB.x264-GRPC',
    ]);
  });

  it('filters by movie, series, episode and parsed season/episode', async () => {
    const [alpha] = (await page('?search=alpha')).data;
    expect((await page(`?movieId=${alpha!.movieId}`)).totalItems).toBe(3);
    const kroll = (await page('?search=kommissar&limit=1')).data[0]!;
    expect((await page(`?seriesId=${kroll.seriesId}`)).totalItems).toBe(6);
    const e1 = (await page('?parsedSeason=1&parsedEpisode=1')).data;
    expect(names(e1).sort()).toEqual([
      'Alte.Geschichten.S01E01.German.DVDRip.x264-OLDGRP',
      'Kommissar.Kroll.S01E01.German.1080p.WEB.h264-GRPA',
      'Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRPB',
    ]);
    const episodeId = e1.find((r) => r.name.startsWith('Kommissar'))!.episodeId!;
    const byEpisode = await page(`?episodeId=${episodeId}&limit=100`);
    expect(byEpisode.totalItems).toBe(2);
    expect(byEpisode.data[0]!.episode).toMatchObject({
      episodeNumber: 1,
      title: 'Der Anfang',
      season: { seasonNumber: 1 },
    });
    expect((await page('?episodeId=999999')).data).toEqual([]);
    for (const query of [
      'episodeId=0',
      'episodeId=abc',
      'movieId=-1',
      'parsedSeason=-1',
      'type=music',
      'resolution=4k',
    ]) {
      expect((await get(`/api/releases?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/releases: search', () => {
  it('finds whole words, the last one as a prefix, and falls back to substrings', async () => {
    expect((await page('?search=kommissar%20kroll')).totalItems).toBe(6);
    expect((await page('?search=Kommissar.Kroll.S01')).totalItems).toBe(4);
    expect(names((await page('?search=kommissar%20s01e02')).data)).toEqual([
      'Kommissar.Kroll.S01E02.German.DL.2160p.WEB.h265-GRPA',
    ]);
    expect((await page('?search=proto')).totalItems).toBe(3);
    expect((await page('?search=spicy')).data[0]!.group).toBe('SPiCY');
    // No word starts with "otokoll": the substring fallback finds it.
    expect((await page('?search=otokoll')).totalItems).toBe(3);
    expect((await page('?search=xyzzy')).totalItems).toBe(0);
  });

  it('treats SQL and tsquery syntax as plain text', async () => {
    for (const term of [
      "' OR 1=1 --",
      '%',
      '_',
      '%%',
      '\\',
      'a & b | !c',
      "'; drop table releases; --",
      'ü'.repeat(200),
      '🎬',
    ]) {
      const res = await get(`/api/releases?search=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
      expect(releasePageSchema.parse(res.json()).totalItems, term).toBe(0);
    }
    expect((await get(`/api/releases?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await page('?search=%20%20')).totalItems).toBe(TOTAL);
  });
});

describe('release rows', () => {
  it('carries titles, types, links and derived labels', async () => {
    const rows = (await page('')).data;
    const byName = new Map(rows.map((r) => [r.name, r]));
    const episode = byName.get('Kommissar.Kroll.S01E02.German.DL.2160p.WEB.h265-GRPA')!;
    expect(episode).toMatchObject({
      title: 'Kommissar Kroll',
      type: 'series',
      parsedType: 'TV',
      parsedSeason: 1,
      parsedEpisode: 2,
      humanVideoCodec: 'H.265 (HEVC)',
      humanAudioLanguages: ['Deutsch'],
      language: 'de+',
      series: { slug: 'kommissar-kroll-2020', title: 'Kommissar Kroll' },
      episode: { episodeNumber: 2, title: 'Die Spur', season: { seasonNumber: 1 } },
      nzbPath: `/api/releases/${episode.id}/nzb-download`,
    });
    expect(byName.get('Unbekannt.Film.2020.German.1080p.WEB.x264-GRPC')).toMatchObject({
      title: 'Unbekannt Film',
      type: 'movie',
      movie: null,
      movieId: null,
    });
    expect(byName.get('Rammstein-Zeit-WEB-DE-2022-OND')).toMatchObject({ type: 'music', language: 'de' });
    expect(rows.find((r) => r.name.startsWith('Echo.der.Zeit'))).toMatchObject({
      language: 'other',
      humanAudioLanguages: [],
    });
    expect(ids.size).toBe(TOTAL);
  });
});

describe('GET /api/releases/groups/list', () => {
  it('lists groups with their release counts, by name', async () => {
    const groups = releaseGroupListSchema.parse((await get('/api/releases/groups/list')).json());
    expect(groups.map((g) => [g.name, g.releaseCount])).toEqual([
      ['GRPA', 7],
      ['GRPB', 3],
      ['GRPC', 2],
      ['OLDGRP', 2],
      ['OND', 1],
      ['SPiCY', 1],
    ]);
  });
});

describe('estimated totals', () => {
  it('reports a planner estimate above the exact-count limit, and exact totals on a short page', async () => {
    const repository = new ReleasesRepository(t.database.db);
    const listing = new PostgresCatalogueListing(repository, { exactCountLimit: 3, countCacheTtlMs: 0 });
    const service = new ReleasesService(repository, listing);
    const base = { page: 1, limit: 5 } as const;
    const estimated = await service.list(base);
    expect(estimated.estimated).toBe(true);
    expect(estimated.data).toHaveLength(5);
    expect(estimated.totalItems).toBeGreaterThanOrEqual(5);
    // A page that is not full ends the list: the total is then exact.
    const last = await service.list({ page: 4, limit: 5 });
    expect(last).toMatchObject({ estimated: false, totalItems: TOTAL, totalPages: 4 });
    const small = await service.list({ ...base, group: 'OND' });
    expect(small).toMatchObject({ estimated: false, totalItems: 1 });
  });
});

describe('response cache', () => {
  it('reuses a public answer for the same URL when enabled', async () => {
    const cached = await createTestApp({ apiCacheMs: 60_000 });
    try {
      // Three rows: enough JSON for the compression threshold.
      for (const name of [
        'Cache.Test.2020.German.1080p.WEB.x264-GRP',
        'Cache.Test.S01E01.German.WEB.x264-GRP',
        'Cache.Test.2021.German.DL.2160p.WEB.x265-GRP',
      ]) {
        await cached.app.services.ingest.ingest({ nzb: Buffer.from(generateNzb({ name, totalBytes: 1e6 })) });
      }
      const first = await cached.app.inject({ url: '/api/releases' });
      const second = await cached.app.inject({ url: '/api/releases' });
      expect(first.headers['x-cache']).toBe('MISS');
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers['cache-control']).toBe('public, max-age=900, stale-while-revalidate=1800');
      const gzip = await cached.app.inject({ url: '/api/releases', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect((await cached.app.inject({ url: '/api/releases?page=0' })).statusCode).toBe(400);
      expect((await cached.app.inject({ url: '/api/releases?page=0' })).headers['x-cache']).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});
