import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueEntries } from '../src/modules/newznab/rows/catalogue-entries';
import { CatalogueEntriesRepository } from '../src/modules/newznab/rows/catalogue-entries.repository';
import type { RowDetail } from '../src/modules/newznab/rows/newznab-rows';
import {
  PostgresSearchRepository,
  type SearchCriteria,
  type PageRows,
} from '../src/modules/search/postgres/postgres-search.repository';
import { importCategorised, keyHolder, type Imported, type KeyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

/** A Newznab page's rows as the database hands them over (newznab-rows.ts; on PGlite read from the wire bytes). */
let t: TestApp;
let premium: KeyHolder;
let named: Map<string, Imported>;

beforeAll(async () => {
  t = await createTestApp();
  named = await importCategorised(t);
  premium = await keyHolder(t, 'radarr', 'PREMIUM');
}, 120_000);
afterAll(() => t.close());

const api = (query: string) => t.app.inject({ url: `/api?${query}` });
const key = () => `apikey=${premium.key}`;

/** The repository's pages with their films and series, as the releases service hands them on. */
function pages() {
  const { db } = t.app.database;
  const repository = new PostgresSearchRepository(db);
  const entries = new CatalogueEntries(new CatalogueEntriesRepository(db));
  const filled = async ({ rows, catalogueStamp }: PageRows) => {
    if (catalogueStamp !== null) await entries.fill(rows, catalogueStamp);
    return rows;
  };
  return {
    search: async (c: SearchCriteria, limit: number, offset: number, detail: RowDetail) =>
      filled(await repository.search(c, limit, offset, detail)),
    rowsOf: async (ids: number[], detail: RowDetail) => filled(await repository.rowsOf(ids, detail)),
  };
}

describe('the rows of a Newznab page', () => {
  it('read the same releases by page and by id, every value of its type, at every detail', async () => {
    const repository = pages();
    const metropolis = named.get('Metropolis.1927.German.DL.1080p.BluRay.x264-GRP')!;
    expect((await api(`t=get&id=${metropolis.guid}&${key()}`)).statusCode).toBe(200);
    for (const detail of ['basic', 'attributes', 'genres'] as const) {
      const page = await repository.search({}, 100, 0, detail);
      expect(page.length, detail).toBe(named.size);
      const ids = page.map((row) => row.id);
      expect(await repository.rowsOf(ids, detail), detail).toEqual(page);
    }
    // Films and series from the server's copy are those the joined statement reads
    // (it reads all of them only at the full detail; a plain item shows only the slug).
    const page = await repository.search({}, 100, 0, 'genres');
    const joined = await repository.search({ releaseIds: page.map((row) => row.id) }, 100, 0, 'genres');
    expect(joined).toEqual(page);
    expect(page.filter((row) => row.movie).length).toBeGreaterThan(0);
    expect(page.filter((row) => row.series).length).toBeGreaterThan(0);
    // Filled values of every kind: catalogue entries, episode, genres, NFO, grabs, arrays, and false and null ones.
    const episode = named.get('Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP')!;
    const rows = await repository.search({ releaseIds: [metropolis.id, episode.id] }, 100, 0, 'genres');
    const film = rows.find((row) => row.id === metropolis.id)!;
    expect(film).toMatchObject({
      guid: metropolis.guid,
      hasNfo: true,
      genres: 'Drama, Science-Fiction',
      movie: { imdbId: 'tt0017136', year: 1927, rating: 8.3 },
      series: null,
      dualLanguage: true,
      multiLanguage: false,
      season: null,
    });
    expect(typeof film.size).toBe('number');
    expect(film.size).toBeGreaterThan(0);
    expect(film.grabs).toBeGreaterThan(0);
    expect(film.postedAt ?? film.createdAt).toBeInstanceOf(Date);
    expect(film.createdAt.getTime()).not.toBeNaN();
    expect(film.usenetGroups).toEqual(['alt.binaries.hdtv.german', 'alt.binaries.movies.german']);
    expect(film.audioLanguages).toContain('de');
    expect(rows.find((row) => row.id === episode.id)).toMatchObject({
      season: 1,
      episode: 1,
      hasNfo: false,
      dualLanguage: false,
      grabs: 0,
      movie: null,
      series: { tvdbId: 123456, imdbId: 'tt7654321' },
    });
    // Without attributes only what a plain item shows is read; the rest reads as neutral values.
    const [plain] = await repository.search({ releaseIds: [metropolis.id] }, 1, 0, 'basic');
    expect(plain).toMatchObject({
      guid: metropolis.guid,
      usenetGroups: [],
      hasNfo: false,
      grabs: 0,
      genres: null,
    });
    expect(plain?.movie?.slug).toBe(film.movie?.slug);
  });

  it('read a film’s or series’ page through the title as the same rows as those releases by id', async () => {
    const repository = pages();
    const titles = [
      { movie: { imdbId: 'tt0017136' } },
      { movie: { tmdbId: 19 }, categories: [2040] },
      { series: { tvdbId: 123456 } },
      { series: { tvdbId: 123456, imdbId: 'tt7654321' }, season: 1, episode: 1 },
    ];
    for (const criteria of titles)
      for (const detail of ['basic', 'attributes', 'genres'] as const) {
        const page = await repository.search(criteria, 100, 0, detail);
        expect(page.length, JSON.stringify(criteria)).toBeGreaterThan(0);
        const byId = await repository.search({ releaseIds: page.map((row) => row.id) }, 100, 0, detail);
        expect(page, `${detail} ${JSON.stringify(criteria)}`).toEqual(byId);
        if (detail === 'genres')
          expect(
            page.every((row) => row.genres),
            JSON.stringify(criteria),
          ).toBe(true);
      }
    // Paged: the second release of the film is the first of offset 1.
    const [, second] = await repository.search(titles[0]!, 2, 0, 'genres');
    expect(await repository.search(titles[0]!, 1, 1, 'genres')).toEqual([second]);
  });

  it('read a daily show’s air date as the day it names, whatever the server’s time zone', async () => {
    const { db } = t.app.database;
    const daily = named.get('Tagesschau.2024.05.17.German.720p.HDTV.x264-GRP')!;
    const zone = process.env.TZ;
    // East of UTC a date read as local midnight would be the day before in UTC.
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const [row] = (
        await new PostgresSearchRepository(db).search({ releaseIds: [daily.id] }, 1, 0, 'genres')
      ).rows;
      expect(row?.airDate).toBe('2024-05-17');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
