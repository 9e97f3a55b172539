import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  genreListSchema,
  heroItemsSchema,
  movieDetailSchema,
  movieListSchema,
  releaseListSchema,
  upcomingMoviesSchema,
  type MovieCard,
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
  const res = await get(`/api/movies${query}`);
  expect(res.statusCode).toBe(200);
  return movieListSchema.parse(res.json());
};
const titles = (movies: MovieCard[]) => movies.map((m) => m.title);

describe('GET /api/movies', () => {
  it('answers movies and pagination, title_asc by default, 24 per page', async () => {
    const body = await list('');
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalPages: 1, total: 7, estimated: false });
    expect(titles(body.movies)).toEqual([
      '1917',
      'Alpha Protokoll',
      'Berliner Nacht',
      'Charlie und die Wolke',
      'Delta Mission',
      'Echo der Zeit',
      'Fjord',
    ]);
    const alpha = body.movies[1]!;
    expect(alpha).toMatchObject({ slug: 'alpha-protokoll-2021', year: 2021, rating: 7.5, ratingCount: 1200 });
    expect(alpha.genres.map((g) => g.name)).toEqual(['Action', 'Thriller']);
    expect(alpha.release_date).toBe('2021-03-04');
  });

  it('sorts by every documented order', async () => {
    expect(titles((await list('?sort=title_desc')).movies)[0]).toBe('Fjord');
    // Delta Mission and Echo der Zeit share this year (ties go to the newer id).
    const yearDesc = titles((await list('?sort=year_desc')).movies);
    expect(yearDesc.slice(0, 2).sort()).toEqual(['Delta Mission', 'Echo der Zeit']);
    expect(yearDesc[2]).toBe('Alpha Protokoll');
    const yearAsc = titles((await list('?sort=year_asc')).movies);
    expect(yearAsc[0]).toBe('Fjord');
    // Movies without a year come last in both directions.
    expect(yearAsc.slice(-2).sort()).toEqual(['1917', 'Charlie und die Wolke']);
    expect(titles((await list('?sort=rating_desc')).movies).slice(0, 3)).toEqual([
      'Fjord',
      'Echo der Zeit',
      'Alpha Protokoll',
    ]);
    const newest = titles((await list('?sort=createdAt_desc')).movies);
    expect(newest[0]).toBe('1917');
    // The search path of the original client sends sortBy.
    expect(titles((await list('?sortBy=title_desc')).movies)[0]).toBe('Fjord');
  });

  it('pages, including the last page and beyond it', async () => {
    const second = await list('?limit=3&page=2');
    expect(titles(second.movies)).toEqual(['Charlie und die Wolke', 'Delta Mission', 'Echo der Zeit']);
    expect(second.pagination).toMatchObject({ page: 2, limit: 3, totalPages: 3, total: 7 });
    expect(titles((await list('?limit=3&page=3')).movies)).toEqual(['Fjord']);
    const beyond = await list('?limit=3&page=9');
    expect(beyond.movies).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 7, totalPages: 3 });
    expect((await list('?limit=10000000')).pagination.limit).toBe(10_000);
  });

  it('filters by genre id, slug, German or English name, comma-separated', async () => {
    const genres = genreListSchema.parse((await get('/api/movies/genres')).json());
    const thriller = genres.find((g) => g.name === 'Thriller')!;
    expect(titles((await list(`?genre=${thriller.id}`)).movies)).toEqual([
      'Alpha Protokoll',
      'Berliner Nacht',
    ]);
    expect(titles((await list('?genre=thriller')).movies)).toEqual(['Alpha Protokoll', 'Berliner Nacht']);
    expect(titles((await list('?genre=war')).movies)).toEqual(['1917']);
    expect(titles((await list('?genre=Animation,kriegsfilm')).movies)).toEqual([
      '1917',
      'Charlie und die Wolke',
    ]);
    const none = await list('?genre=Western');
    expect(none).toEqual({
      movies: [],
      pagination: { page: 1, limit: 24, totalPages: 0, total: 0, estimated: false },
    });
  });

  it('searches titles by word, prefix and substring, and survives hostile input', async () => {
    expect(titles((await list('?search=protokoll')).movies)).toEqual(['Alpha Protokoll']);
    expect(titles((await list('?search=berl')).movies)).toEqual(['Berliner Nacht']);
    expect(titles((await list('?search=olke')).movies)).toEqual(['Charlie und die Wolke']);
    expect(titles((await list('?search=der%20zeit')).movies)).toEqual(['Echo der Zeit']);
    for (const hostile of ["' OR 1=1 --", '%', '_', '%25%27', 'a:*|b', 'ä'.repeat(200), '🎬 Kino']) {
      const res = await get(`/api/movies?search=${encodeURIComponent(hostile)}`);
      expect(res.statusCode, hostile).toBe(200);
      expect(movieListSchema.parse(res.json()).movies, hostile).toEqual([]);
    }
  });

  it('refuses bad parameters with a German 400 and treats empty ones as absent', async () => {
    for (const query of [
      'page=-1',
      'page=abc',
      'page=1.5',
      'limit=0',
      'sort=popularity',
      'search=' + 'x'.repeat(201),
    ]) {
      const res = await get(`/api/movies?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/Ungültige Anfrage/);
    }
    expect((await get('/api/movies?sort=abc')).json().message).toContain('Unbekannte Sortierung');
    expect((await list('?genre=&search=&page=')).pagination.total).toBe(7);
  });

  it('marks the home row request (limit=20) as critical for caches', async () => {
    const res = await get('/api/movies?limit=20&sort=createdAt_desc');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    expect((await get('/api/movies')).headers['cache-control']).toBe(
      'public, max-age=900, stale-while-revalidate=1800',
    );
  });
});

describe('GET /api/movies/{slugOrId}', () => {
  it('answers the detail by slug and by numeric id', async () => {
    const res = await get('/api/movies/alpha-protokoll-2021');
    expect(res.statusCode).toBe(200);
    const movie = movieDetailSchema.parse(res.json());
    expect(movie).toMatchObject({
      title: 'Alpha Protokoll',
      runtime: 118,
      imdbId: 'tt0101010',
      tmdbId: 101,
      overview: 'Ein Agent entdeckt ein geheimes Protokoll.',
      productionCountries: ['Deutschland'],
      studios: [{ name: 'Studio Babelsberg' }],
      releaseCount: 3,
    });
    expect(movie.cast).toHaveLength(20);
    expect(movie.cast[0]).toMatchObject({
      name: 'Darsteller 1',
      character: 'Rolle 1',
      profile_path: 'darsteller-1.jpg',
    });
    expect(movie.trailers).toEqual([
      { site: 'YouTube', type: 'Trailer', key: 'alphaTrailer1', name: 'Offizieller Trailer', official: true },
    ]);
    expect(movie.movieGenres.map((g) => g.genre.name)).toEqual(['Action', 'Thriller']);
    const byId = movieDetailSchema.parse((await get(`/api/movies/${movie.id}`)).json());
    expect(byId.slug).toBe('alpha-protokoll-2021');
  });

  it('prefers a slug made of digits over an id', async () => {
    const movie = movieDetailSchema.parse((await get('/api/movies/1917')).json());
    expect(movie.title).toBe('1917');
  });

  it('answers 404 "Film nicht gefunden" for unknown movies', async () => {
    for (const path of [
      '/api/movies/gibt-es-nicht',
      '/api/movies/999999',
      '/api/movies/999999/releases',
      '/api/movies/x/related',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'Film nicht gefunden' });
    }
  });

  it('lists the releases of a movie, best resolution first', async () => {
    const releases = releaseListSchema.parse((await get('/api/movies/alpha-protokoll-2021/releases')).json());
    expect(releases.map((r) => r.resolution)).toEqual(['2160p', '1080p', '720p']);
    expect(releases[0]).toMatchObject({
      type: 'movie',
      title: 'Alpha Protokoll',
      humanVideoCodec: 'H.265 (HEVC)',
      humanVideoFormat: 'UHD BluRay HDR',
      humanAudioFormat: 'DTS-HD MA 7.1',
      humanAudioLanguages: ['Deutsch', 'Englisch'],
      language: 'de+',
      movie: { slug: 'alpha-protokoll-2021', title: 'Alpha Protokoll', year: 2021 },
    });
    expect(releases[0]!.nfoPath).toBe(`/api/nfo/${releases[0]!.guid}.nfo`);
    expect(releases[1]).toMatchObject({ humanAudioLanguages: ['Deutsch'], language: 'de', nfoPath: null });
    expect(releaseListSchema.parse((await get('/api/movies/charlie-und-die-wolke/releases')).json())).toEqual(
      [],
    );
  });

  it('suggests related movies sharing genres, never the movie itself', async () => {
    const res = await get('/api/movies/alpha-protokoll-2021/related');
    const related = upcomingMoviesSchema.parse(res.json());
    // One shared genre each (Thriller, Action): the higher rating comes first.
    expect(titles(related)).toEqual(['Berliner Nacht', 'Delta Mission']);
    expect(titles(related)).not.toContain('Alpha Protokoll');
    const fjord = upcomingMoviesSchema.parse((await get('/api/movies/fjord-1999/related')).json());
    expect(fjord.length).toBeGreaterThan(0);
    expect(titles(fjord)).not.toContain('Fjord');
  });
});

describe('genres, upcoming movies and hero items', () => {
  it('lists all genres and those that have movies', async () => {
    const all = genreListSchema.parse((await get('/api/genres')).json());
    const withMovies = genreListSchema.parse((await get('/api/movies/genres')).json());
    expect(all.map((g) => g.name)).toContain('Krimi');
    expect(withMovies.map((g) => g.name)).toEqual(['Action', 'Animation', 'Drama', 'Kriegsfilm', 'Thriller']);
    expect(withMovies.find((g) => g.name === 'Kriegsfilm')).toMatchObject({
      englishName: 'War',
      slug: 'kriegsfilm',
    });
  });

  it('lists movies released from 30 days ago on, soonest first', async () => {
    const upcoming = upcomingMoviesSchema.parse((await get('/api/upcoming-movies')).json());
    expect(titles(upcoming)).toEqual(['Echo der Zeit', 'Delta Mission']);
    expect(upcoming[1]!.release_date).toBe(berlinDate(10));
  });

  it('mixes popular movies and series that have a backdrop', async () => {
    const res = await get('/api/hero-items');
    expect(res.headers['x-priority']).toBe('high');
    const items = heroItemsSchema.parse(res.json());
    expect(items.map((i) => `${i.type}:${i.title}`)).toEqual([
      'movie:Alpha Protokoll',
      'series:Kommissar Kroll',
      'movie:Berliner Nacht',
    ]);
    expect(items.every((i) => i.backdropPath)).toBe(true);
  });

  it('answers ping without the database', async () => {
    const res = await get('/api/ping');
    expect(res.json()).toEqual({ ok: true });
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['/api/movies', '/api/movies/{slugOrId}', '/api/releases', '/api/imgproxy/optimize']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
