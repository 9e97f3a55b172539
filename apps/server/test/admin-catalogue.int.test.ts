import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/db/schema';
import {
  startTmdbTestServer,
  TEST_API_KEY,
  type TmdbTestServer,
} from '../src/integrations/tmdb/tmdb-test-server';
import { bearer, tokenFor } from './auth-helpers';
import { PASSWORD } from './download-fixture';
import { multipartBody } from './multipart';
import { importNamed } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let tmdb: TmdbTestServer;
let admin: string;

beforeAll(async () => {
  tmdb = await startTmdbTestServer();
  t = await createTestApp({
    tmdb: { apiKey: TEST_API_KEY, baseUrl: tmdb.baseUrl, imageBaseUrl: tmdb.imageBaseUrl },
  });
  await t.app.services.users.createAccount({
    username: 'kurator',
    email: 'kurator@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  admin = await tokenFor(t.app, 'kurator', PASSWORD);
}, 60_000);
afterAll(async () => {
  await t.close();
  await tmdb.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function lastAudit(entityType: string, id: number) {
  return (await call('GET', `/api/admin/audit?entityType=${entityType}&entityId=${id}`)).json().entries[0];
}

const linkOf = async (id: number) =>
  (await t.database.db.select().from(releases).where(eq(releases.id, id)))[0]!;

describe('films', () => {
  let movieId: number;

  it('creates a film by hand and links the release that waited for it', async () => {
    const waiting = await importNamed(t, 'Der.Handfilm.2024.German.1080p.WEB.x264-HAND');
    const res = await call('POST', '/api/admin/movies', {
      title: 'Der Handfilm',
      releaseDate: '2024-05-02',
      plot: 'Von Hand angelegt.',
      imdbId: 'tt1234567',
      genres: ['Drama', 'Komödie'],
      trailers: [{ site: 'YouTube', type: 'Trailer', key: 'abc_DEF-123', name: 'Offizieller Trailer' }],
    });
    expect(res.statusCode).toBe(201);
    const movie = res.json();
    movieId = movie.id;
    expect(movie).toMatchObject({
      slug: 'der-handfilm-2024',
      title: 'Der Handfilm',
      year: 2024,
      genres: ['Drama', 'Komödie'],
      trailers: [{ key: 'abc_DEF-123' }],
      releaseCount: 1,
    });
    expect((await linkOf(waiting.id)).movieId).toBe(movieId);
    const page = await t.app.inject({ url: '/api/movies/der-handfilm-2024' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: 'Der Handfilm', imdbId: 'tt1234567' });
    expect(await lastAudit('movie', movieId)).toMatchObject({
      action: 'movie.create',
      after: { title: 'Der Handfilm' },
    });
  });

  it('edits titles, overview, genres and ids; null clears, absent keeps', async () => {
    const res = await call('PUT', `/api/admin/movies/${movieId}`, {
      originalTitle: 'The Handmade Film',
      plot: null,
      genres: ['Thriller'],
      trailers: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Der Handfilm',
      originalTitle: 'The Handmade Film',
      plot: null,
      imdbId: 'tt1234567',
      genres: ['Thriller'],
      trailers: [],
    });
    // The original title now matches release names too.
    const english = await importNamed(t, 'The.Handmade.Film.2024.1080p.WEB.x264-ENG');
    expect((await linkOf(english.id)).movieId).toBe(movieId);
    expect(await lastAudit('movie', movieId)).toMatchObject({
      action: 'movie.update',
      before: { plot: 'Von Hand angelegt.', genres: ['Drama', 'Komödie'] },
      after: { plot: null, genres: ['Thriller'] },
    });
    const list = (await call('GET', '/api/admin/movies?search=handmade')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: movieId, releaseCount: 2 }] });
  });

  it('refuses a taken slug or TMDb id (409) and bad fields (400) in German', async () => {
    const other = (await call('POST', '/api/admin/movies', { title: 'Zweitfilm', tmdbId: 777001 })).json();
    const slug = await call('PUT', `/api/admin/movies/${other.id}`, { slug: 'der-handfilm-2024' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message).toBe('Der Slug der-handfilm-2024 ist bereits vergeben.');
    const tmdbId = await call('PUT', `/api/admin/movies/${movieId}`, { tmdbId: 777001 });
    expect(tmdbId.statusCode).toBe(409);
    const cases: [object, string][] = [
      [{ imdbId: '1234567' }, 'IMDb-ID im Format tt1234567'],
      [{ releaseDate: '02.05.2024' }, 'Datum im Format JJJJ-MM-TT'],
      [{ title: '' }, 'Der Titel darf nicht leer sein'],
      [{ posterPath: '../../etc/passwd' }, 'Bild: ein Dateiname'],
      [
        { trailers: [{ site: 'YouTube', type: 'Trailer', key: 'a b', name: 'x' }] },
        'Ungültiger Video-Schlüssel',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', `/api/admin/movies/${movieId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('PUT', '/api/admin/movies/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('refreshes a film from TMDb by its TMDb id', async () => {
    const noId = await call('POST', `/api/admin/movies/${movieId}/refresh`);
    expect(noId.statusCode).toBe(409);
    const created = (
      await call('POST', '/api/admin/movies', { title: 'Metropolis (Entwurf)', tmdbId: 19 })
    ).json();
    const res = await call('POST', `/api/admin/movies/${created.id}/refresh`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Metropolis' });
    expect((await call('GET', `/api/admin/movies/${created.id}`)).json()).toMatchObject({
      title: 'Metropolis',
      year: 1927,
    });
    expect(await lastAudit('movie', created.id)).toMatchObject({
      action: 'movie.refresh',
      before: { title: 'Metropolis (Entwurf)' },
      after: { title: 'Metropolis' },
    });
  });

  it('answers a TMDb refusal or an unknown TMDb id in German, never with a 500', async () => {
    const unknown = (
      await call('POST', '/api/admin/movies', { title: 'Unbekannt bei TMDb', tmdbId: 123456789 })
    ).json();
    const missing = await call('POST', `/api/admin/movies/${unknown.id}/refresh`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('TMDb kennt keinen Film mit der ID 123456789.');
    await call('PUT', '/api/admin/settings', { tmdb: { apiKey: 'ein-falscher-schluessel' } });
    const refused = await call('POST', `/api/admin/movies/${unknown.id}/refresh`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^TMDb: /);
    await call('PUT', '/api/admin/settings', { tmdb: { apiKey: null } });
    const noKey = await call('POST', `/api/admin/movies/${unknown.id}/refresh`);
    expect(noKey.statusCode).toBe(409);
    expect(noKey.json().message).toContain('Kein TMDb-API-Schlüssel');
    await call('PUT', '/api/admin/settings', { tmdb: { apiKey: TEST_API_KEY } });
  });
});

describe('series and episodes', () => {
  it('creates a series, adds an episode (and its season) and links the waiting release', async () => {
    const waiting = await importNamed(t, 'Die.Handserie.S02E03.German.720p.WEB.x264-HAND');
    const show = (
      await call('POST', '/api/admin/series', {
        title: 'Die Handserie',
        firstAirDate: '2023-09-01',
        tvdbId: 424242,
        genres: ['Krimi'],
      })
    ).json();
    expect(show).toMatchObject({ slug: 'die-handserie-2023', seasons: [], numberOfEpisodes: 0 });
    expect((await linkOf(waiting.id)).seriesId).toBe(show.id);

    const created = await call('POST', `/api/admin/series/${show.id}/episodes`, {
      seasonNumber: 2,
      episodeNumber: 3,
      title: 'Die dritte Folge',
      airDate: '2024-10-10',
    });
    expect(created.statusCode).toBe(201);
    const episode = created.json();
    expect(episode).toMatchObject({
      seasonNumber: 2,
      episodeNumber: 3,
      title: 'Die dritte Folge',
      releaseCount: 1,
    });
    expect((await linkOf(waiting.id)).episodeId).toBe(episode.id);
    const detail = (await call('GET', `/api/admin/series/${show.id}`)).json();
    expect(detail).toMatchObject({
      numberOfSeasons: 1,
      numberOfEpisodes: 1,
      seasons: [{ seasonNumber: 2, episodeCount: 1 }],
    });

    const again = await call('POST', `/api/admin/series/${show.id}/episodes`, {
      seasonNumber: 2,
      episodeNumber: 3,
    });
    expect(again.statusCode).toBe(409);
    const edited = await call('PUT', `/api/admin/episodes/${episode.id}`, {
      title: 'Folge drei',
      runtime: 45,
    });
    expect(edited.json()).toMatchObject({ title: 'Folge drei', runtime: 45, airDate: '2024-10-10' });
    const list = (await call('GET', `/api/admin/series/${show.id}/episodes?season=2`)).json();
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Folge drei']);
    expect(await lastAudit('episode', episode.id)).toMatchObject({
      action: 'episode.update',
      before: { title: 'Die dritte Folge' },
      after: { title: 'Folge drei' },
    });

    const renamed = await call('PUT', `/api/admin/series/${show.id}`, {
      title: 'Die Handserie (2023)',
      status: 'Ended',
    });
    expect(renamed.json()).toMatchObject({ title: 'Die Handserie (2023)', status: 'Ended', tvdbId: 424242 });
    expect((await call('GET', '/api/admin/series?search=424242')).json().total).toBe(1);
  });

  it('refreshes a series from TMDb', async () => {
    const show = (await call('POST', '/api/admin/series', { title: 'Platzhalter', tmdbId: 990001 })).json();
    const res = await call('POST', `/api/admin/series/${show.id}/refresh`);
    expect(res.statusCode).toBe(200);
    const detail = (await call('GET', `/api/admin/series/${show.id}`)).json();
    expect(detail.title).toBe(res.json().title);
    expect(detail.seasons.length).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/upload-image (spec 001 §3, §7)', () => {
  let movieId: number;
  let png: Buffer;
  beforeAll(async () => {
    movieId = (await call('POST', '/api/admin/movies', { title: 'Bilderfilm', year: 2020 })).json().id;
    png = await sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#336699' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'geheim' } } })
      .toBuffer();
  });

  const upload = (fields: Record<string, string>, image?: { content: Buffer | string; file?: string }) => {
    const body = multipartBody([
      ...Object.entries(fields).map(([field, value]) => ({ field, value })),
      ...(image
        ? [{ field: 'image', file: image.file ?? 'bild.png', content: image.content, type: 'image/png' }]
        : []),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-image',
      headers: { ...body.headers, ...bearer(admin) },
      payload: body.payload,
    });
  };

  it('re-encodes a poster as webp, stores it and sets it on the film', async () => {
    const res = await upload(
      { type: 'poster', entityType: 'movie', entityId: String(movieId) },
      { content: png },
    );
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      type: 'poster',
      entityType: 'movie',
      entityId: movieId,
      width: 800,
      height: 1200,
    });
    expect(result.fileName).toMatch(/^upload-[0-9a-f]{32}\.webp$/);
    expect(result.url).toBe(`/api/imgproxy/posters/${result.fileName}`);

    const stored = await t.blobs.getNamed('poster', result.fileName);
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();
    expect((await call('GET', `/api/admin/movies/${movieId}`)).json().posterPath).toBe(result.fileName);
    const served = await t.app.inject({ url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await lastAudit('movie', movieId)).toMatchObject({
      action: 'image.upload',
      before: { posterPath: null },
      after: { posterPath: result.fileName },
    });
  });

  it('stores an image without entityId only, for a later edit', async () => {
    const res = await upload({ type: 'backdrop', entityType: 'series' }, { content: png });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entityId: null, type: 'backdrop' });
    expect(res.json().url).toMatch(/^\/api\/imgproxy\/backdrops\/upload-/);
  });

  it('refuses what is not an image, bad fields and unknown titles, storing nothing', async () => {
    const before = (await t.blobs.usage()).files;
    const cases: [
      Record<string, string>,
      { content: Buffer | string; file?: string } | undefined,
      number,
      string,
    ][] = [
      [
        { type: 'poster', entityType: 'movie' },
        { content: '<svg onload="alert(1)"/>', file: 'x.svg' },
        415,
        'kein unterstütztes Bild',
      ],
      [
        { type: 'poster', entityType: 'movie' },
        { content: 'GIF89a kaputt', file: 'x.gif' },
        422,
        'kann nicht gelesen werden',
      ],
      [{ type: 'poster', entityType: 'movie' }, undefined, 400, 'Keine Bilddatei'],
      [{ type: 'cover', entityType: 'movie' }, { content: png }, 400, 'type muss poster oder backdrop sein'],
      [{ type: 'poster', entityType: 'person' }, { content: png }, 400, 'entityType muss movie, series'],
      [{ type: 'poster', entityType: 'movie', entityId: 'abc' }, { content: png }, 400, 'entityId muss'],
      [
        { type: 'backdrop', entityType: 'episode', entityId: '1' },
        { content: png },
        400,
        'nur für Filme und Serien',
      ],
      [
        { type: 'poster', entityType: 'movie', entityId: '999999' },
        { content: png },
        404,
        'Film nicht gefunden.',
      ],
    ];
    for (const [fields, image, status, message] of cases) {
      const res = await upload(fields, image);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await t.blobs.usage()).files).toBe(before);
  });

  it('refuses a body that is not multipart, and an image over the size limit with 413', async () => {
    expect((await call('POST', '/api/admin/upload-image', { image: 'x' })).statusCode).toBe(415);
    const huge = Buffer.concat([png.subarray(0, 8), Buffer.alloc(16 * 1024 * 1024)]);
    const res = await upload({ type: 'poster', entityType: 'movie' }, { content: huge });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Das Bild ist zu groß (höchstens 15 MB).');
  });
});
