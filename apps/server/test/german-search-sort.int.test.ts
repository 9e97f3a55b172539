import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieListSchema, releasePageSchema, seriesListSchema } from '@nzbkino/shared';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

// German readers find "müde" under "muede" and back, and read "Der letzte Mann" before "Der Vagabund".
const MOVIE_TITLES = [
  { title: 'Der Vagabund', year: 1916 },
  { title: 'Der letzte Mann', year: 1924 },
  { title: 'Der müde Tod', originalTitle: 'Der müde Tod', year: 1921 },
  { title: 'Hexen', originalTitle: 'Häxan', year: 1922 },
  { title: 'Mädchen in Uniform', year: 1931 },
  { title: 'Öl und Wasser', year: 1930 },
  { title: 'Ohne Titel', year: 1929 },
  { title: 'Straße der Sehnsucht', year: 1927 },
  { title: 'abendrot', year: 1925 },
  { title: 'Zuckerhut', year: 1920 },
];
const SERIES_TITLES = ['Ärger im Revier', 'Anker', 'Bergdoktor', 'zwölf Nächte', 'Zeitreise'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalogue.importFile({
    version: 1,
    movies: MOVIE_TITLES,
    series: SERIES_TITLES.map((title) => ({ title, firstAirDate: '2020-01-01' })),
  });
  for (const name of [
    'Der.muede.Tod.1921.German.1080p.BluRay.x264-SAUERKRAUT',
    'Maedchen.in.Uniform.1931.German.720p.HDTV.x264-ELBFLUT',
    'Die.Strasse.1923.German.DVDRip.XviD-ZEiTREiSE',
    'Grüße.aus.Köln.2024.German.1080p.WEB.h264-RHEiNGOLD',
  ]) {
    const result = await t.app.services.ingest.ingest({
      nzb: Buffer.from(generateNzb({ name, totalBytes: 5 * 1024 ** 2 })),
    });
    expect(result.status).toBe('imported');
  }
});
afterAll(() => t.close());

const json = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as unknown;
};
const movieTitles = async (query: string) =>
  movieListSchema.parse(await json(`/api/movies?${query}`)).movies.map((m) => m.title);
const seriesTitles = async (query: string) =>
  seriesListSchema.parse(await json(`/api/series?${query}`)).series.map((s) => s.title);
const releaseNames = async (search: string) =>
  releasePageSchema
    .parse(await json(`/api/releases?search=${encodeURIComponent(search)}`))
    .data.map((r) => r.name);

describe('umlauts in searches: ä/ae, ö/oe, ü/ue, ß/ss find each other', () => {
  it('finds release names spelt with ae/ue/ss from umlauts, and names with umlauts from ae/oe', async () => {
    expect(await releaseNames('müde')).toEqual(['Der.muede.Tod.1921.German.1080p.BluRay.x264-SAUERKRAUT']);
    expect(await releaseNames('Mädchen')).toEqual(['Maedchen.in.Uniform.1931.German.720p.HDTV.x264-ELBFLUT']);
    expect(await releaseNames('Straße')).toEqual(['Die.Strasse.1923.German.DVDRip.XviD-ZEiTREiSE']);
    expect(await releaseNames('gruesse koeln')).toEqual([
      'Grüße.aus.Köln.2024.German.1080p.WEB.h264-RHEiNGOLD',
    ]);
    expect(await releaseNames('Köln')).toEqual(['Grüße.aus.Köln.2024.German.1080p.WEB.h264-RHEiNGOLD']);
    // Typing goes on working: the last word is a prefix, in either spelling.
    expect(await releaseNames('mue')).toEqual(['Der.muede.Tod.1921.German.1080p.BluRay.x264-SAUERKRAUT']);
  });

  it('finds catalogue titles, German and original, in either spelling', async () => {
    expect(await movieTitles('search=muede')).toEqual(['Der müde Tod']);
    expect(await movieTitles('search=m%C3%BCde')).toEqual(['Der müde Tod']);
    expect(await movieTitles('search=maedchen')).toEqual(['Mädchen in Uniform']);
    expect(await movieTitles('search=haexan')).toEqual(['Hexen']);
    expect(await movieTitles('search=H%C3%A4xan')).toEqual(['Hexen']);
    expect(await movieTitles('search=strasse')).toEqual(['Straße der Sehnsucht']);
    expect(await movieTitles('search=oel')).toEqual(['Öl und Wasser']);
    expect(await seriesTitles('search=aerger')).toEqual(['Ärger im Revier']);
    expect(await seriesTitles('search=zwoelf')).toEqual(['zwölf Nächte']);
  });
});

describe('German title order (case-insensitive, umlauts with their base letters)', () => {
  const expectedMovies = [
    'abendrot',
    'Der letzte Mann',
    'Der müde Tod',
    'Der Vagabund',
    'Hexen',
    'Mädchen in Uniform',
    'Ohne Titel',
    'Öl und Wasser',
    'Straße der Sehnsucht',
    'Zuckerhut',
  ];

  it('sorts movies ascending and descending', async () => {
    expect(await movieTitles('sort=title_asc')).toEqual(expectedMovies);
    expect(await movieTitles('sort=title_desc')).toEqual([...expectedMovies].reverse());
  });

  it('sorts series ascending and descending', async () => {
    const expected = ['Anker', 'Ärger im Revier', 'Bergdoktor', 'Zeitreise', 'zwölf Nächte'];
    expect(await seriesTitles('sort=title_asc')).toEqual(expected);
    expect(await seriesTitles('sort=title_desc')).toEqual([...expected].reverse());
  });
});
