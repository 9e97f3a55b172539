import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  episodeDetailSchema,
  episodeListSchema,
  genreListSchema,
  onAirSeriesSchema,
  releaseListSchema,
  seasonListSchema,
  seriesDetailSchema,
  seriesListSchema,
  type SeriesCard,
} from '@nzbkino/shared';
import { berlinDate } from '../src/lib/dates';
import { loadCatalogue } from './catalogue-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogue(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/series${query}`);
  expect(res.statusCode, query).toBe(200);
  return seriesListSchema.parse(res.json());
};
const titles = (series: SeriesCard[]) => series.map((s) => s.title);

describe('GET /api/series', () => {
  it('answers series and pagination, title_asc by default', async () => {
    const body = await list('');
    expect(titles(body.series)).toEqual(['Alte Geschichten', 'Kommissar Kroll', 'Zukunft']);
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalPages: 1, total: 3, estimated: false });
    expect(body.series[1]).toMatchObject({
      slug: 'kommissar-kroll-2020',
      name: 'Kommissar Kroll',
      numberOfSeasons: 2,
      status: 'Returning Series',
      firstAirDate: '2020-01-10',
    });
    expect(body.series[1]!.genres.map((g) => g.name)).toEqual(['Krimi']);
  });

  it('sorts by every series sort value', async () => {
    expect(titles((await list('?sort=title_desc')).series)).toEqual([
      'Zukunft',
      'Kommissar Kroll',
      'Alte Geschichten',
    ]);
    expect(titles((await list('?sort=firstAirDate_desc')).series)).toEqual([
      'Zukunft',
      'Kommissar Kroll',
      'Alte Geschichten',
    ]);
    expect(titles((await list('?sortBy=firstAirDate_asc')).series)).toEqual([
      'Alte Geschichten',
      'Kommissar Kroll',
      'Zukunft',
    ]);
    expect(titles((await list('?sort=rating_desc')).series)).toEqual([
      'Kommissar Kroll',
      'Alte Geschichten',
      'Zukunft',
    ]);
    expect(titles((await list('?sort=createdAt_desc')).series)[0]).toBe('Zukunft');
    const bad = await get('/api/series?sort=year_desc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unbekannte Sortierung');
  });

  it('pages, filters by genre and searches title and original title', async () => {
    const second = await list('?limit=2&page=2');
    expect(titles(second.series)).toEqual(['Zukunft']);
    expect(second.pagination).toMatchObject({ page: 2, totalPages: 2, total: 3 });
    expect((await list('?limit=2&page=3')).series).toEqual([]);
    expect(titles((await list('?genre=crime')).series)).toEqual(['Kommissar Kroll']);
    expect(titles((await list('?genre=Krimi,drama')).series)).toEqual([
      'Alte Geschichten',
      'Kommissar Kroll',
    ]);
    expect(titles((await list('?search=kroll')).series)).toEqual(['Kommissar Kroll']);
    expect(titles((await list('?search=inspector')).series)).toEqual(['Kommissar Kroll']);
    expect(titles((await list('?search=unft')).series)).toEqual(['Zukunft']);
    expect((await list('?search=%27%20OR%201%3D1%20--')).series).toEqual([]);
    expect((await get('/api/series?page=-1')).statusCode).toBe(400);
  });

  it('lists the genres that have series', async () => {
    const genres = genreListSchema.parse((await get('/api/series/genres')).json());
    expect(genres.map((g) => g.name)).toEqual(['Drama', 'Krimi', 'Science-Fiction']);
  });
});

describe('GET /api/series/{slugOrId}', () => {
  it('answers the detail with seasons (Specials first), cast, networks and trailers', async () => {
    const res = await get('/api/series/kommissar-kroll-2020');
    expect(res.statusCode).toBe(200);
    const show = seriesDetailSchema.parse(res.json());
    expect(show).toMatchObject({
      title: 'Kommissar Kroll',
      originalTitle: 'Inspector Kroll',
      status: 'Returning Series',
      numberOfSeasons: 2,
      numberOfEpisodes: 5,
      lastAirDate: berlinDate(-3),
      studios: [{ name: 'ZDF' }],
      productionCountries: ['Deutschland'],
      cast: [{ name: 'Hauptdarstellerin', character: 'Kommissarin Kroll', profile_path: null }],
      trailers: [{ site: 'YouTube', type: 'Trailer', key: 'krollTrailer', name: 'Trailer Staffel 2' }],
      seriesGenres: [{ genre: { name: 'Krimi' } }],
      unassignedReleaseCount: 2,
    });
    expect(show.seasons.map((s) => [s.seasonNumber, s.episodeCount])).toEqual([
      [0, 1],
      [1, 3],
      [2, 2],
    ]);
    expect(show.seasons[0]!.name).toBe('Specials');
    const byId = seriesDetailSchema.parse((await get(`/api/series/${show.id}`)).json());
    expect(byId.slug).toBe('kommissar-kroll-2020');
  });

  it('answers 404 "Serie nicht gefunden" for unknown series on every sub-route', async () => {
    for (const path of ['', '/seasons', '/releases', '/releases/unassigned']) {
      const res = await get(`/api/series/gibt-es-nicht${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Serie nicht gefunden');
    }
    // Longer than the router's 200-character parameter limit: refused before any route runs.
    expect((await get(`/api/series/${'x'.repeat(250)}`)).statusCode).toBe(414);
  });

  it('lists seasons, releases by season and episode, and the unassigned ones', async () => {
    const seasons = seasonListSchema.parse((await get('/api/series/kommissar-kroll-2020/seasons')).json());
    expect(seasons.map((s) => s.seasonNumber)).toEqual([0, 1, 2]);
    const releases = releaseListSchema.parse((await get('/api/series/kommissar-kroll-2020/releases')).json());
    expect(releases.map((r) => r.name)).toEqual([
      'Kommissar.Kroll.S01.German.1080p.WEB.h264-GRPA',
      'Kommissar.Kroll.S01E01.German.1080p.WEB.h264-GRPA',
      'Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRPB',
      'Kommissar.Kroll.S01E02.German.DL.2160p.WEB.h265-GRPA',
      'Kommissar.Kroll.S02E01.German.1080p.WEB.h264-GRPA',
      'Kommissar.Kroll.S03E05.German.1080p.WEB.h264-GRPA',
    ]);
    const unassigned = releaseListSchema.parse(
      (await get('/api/series/kommissar-kroll-2020/releases/unassigned')).json(),
    );
    expect(unassigned.map((r) => r.name)).toEqual([
      'Kommissar.Kroll.S01.German.1080p.WEB.h264-GRPA',
      'Kommissar.Kroll.S03E05.German.1080p.WEB.h264-GRPA',
    ]);
    expect(unassigned.every((r) => r.episodeId === null && r.type === 'series')).toBe(true);
    const none = releaseListSchema.parse((await get('/api/series/zukunft-2030/releases/unassigned')).json());
    expect(none).toEqual([]);
  });
});

describe('episodes', () => {
  it('lists the episodes of a season with their release counts', async () => {
    const show = seriesDetailSchema.parse((await get('/api/series/kommissar-kroll-2020')).json());
    const season1 = show.seasons.find((s) => s.seasonNumber === 1)!;
    const episodes = episodeListSchema.parse(
      (await get(`/api/series/seasons/${season1.id}/episodes`)).json(),
    );
    expect(episodes.map((e) => [e.episodeNumber, e.title, e.releaseCount])).toEqual([
      [1, 'Der Anfang', 2],
      [2, 'Die Spur', 1],
      [3, 'Das Ende', 0],
    ]);
    expect(episodes[0]).toMatchObject({
      runtime: 45,
      rating: 7.1,
      airDate: '2020-01-10',
      seasonNumber: 1,
      seriesId: show.id,
    });
    const season2 = show.seasons.find((s) => s.seasonNumber === 2)!;
    const s2 = episodeListSchema.parse((await get(`/api/series/seasons/${season2.id}/episodes`)).json());
    expect(s2[0]!.stillPath).toBe('kroll-s02e01.jpg');
  });

  it('answers one episode with its series, and 404/400 for unknown or bad ids', async () => {
    const show = seriesDetailSchema.parse((await get('/api/series/kommissar-kroll-2020')).json());
    const season1 = show.seasons.find((s) => s.seasonNumber === 1)!;
    const [first] = episodeListSchema.parse((await get(`/api/series/seasons/${season1.id}/episodes`)).json());
    const episode = episodeDetailSchema.parse((await get(`/api/episodes/${first!.id}`)).json());
    expect(episode).toMatchObject({
      title: 'Der Anfang',
      episodeNumber: 1,
      releaseCount: 2,
      series: { id: show.id, slug: 'kommissar-kroll-2020', title: 'Kommissar Kroll' },
    });
    const missing = await get('/api/episodes/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Episode nicht gefunden');
    const noSeason = await get('/api/series/seasons/999999/episodes');
    expect(noSeason.statusCode).toBe(404);
    expect(noSeason.json().message).toBe('Staffel nicht gefunden');
    for (const path of ['/api/episodes/abc', '/api/episodes/0', '/api/series/seasons/-3/episodes']) {
      expect((await get(path)).statusCode, path).toBe(400);
    }
  });

  it('takes a numeric id in decimal digits only: hex, binary, exponent or padded forms are a German 400', async () => {
    const show = seriesDetailSchema.parse((await get('/api/series/kommissar-kroll-2020')).json());
    const season1 = show.seasons.find((s) => s.seasonNumber === 1)!;
    const [first] = episodeListSchema.parse((await get(`/api/series/seasons/${season1.id}/episodes`)).json());
    const id = first!.id;
    expect((await get(`/api/episodes/${id}`)).statusCode).toBe(200);
    for (const written of [
      `0x${id.toString(16)}`,
      `0b${id.toString(2)}`,
      `0o${id.toString(8)}`,
      `${id}e0`,
      `%20${id}`,
    ]) {
      const res = await get(`/api/episodes/${written}`);
      expect(res.statusCode, written).toBe(400);
      expect(res.json().message, written).toMatch(/id muss eine Zahl sein/);
    }
    const query = await get('/api/releases?page=0x2');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/page muss eine Zahl sein/);
  });
});

describe('GET /api/on-air-series', () => {
  it('lists running series with an episode in the 14 days around today', async () => {
    const onAir = onAirSeriesSchema.parse((await get('/api/on-air-series?limit=20')).json());
    expect(titles(onAir)).toEqual(['Kommissar Kroll']);
    expect(onAirSeriesSchema.parse((await get('/api/on-air-series?limit=1000')).json())).toHaveLength(1);
    expect((await get('/api/on-air-series?limit=0')).statusCode).toBe(400);
  });
});
