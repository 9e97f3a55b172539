import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, movieCast, movies, releases, series } from '../src/db/schema';
import {
  startTmdbTestServer,
  TEST_API_KEY,
  type TmdbTestServer,
} from '../src/integrations/tmdb/tmdb-test-server';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

let tmdb: TmdbTestServer;
let t: TestApp;
beforeAll(async () => {
  tmdb = await startTmdbTestServer();
  t = await createTestApp({
    tmdb: { apiKey: TEST_API_KEY, baseUrl: tmdb.baseUrl, imageBaseUrl: tmdb.imageBaseUrl },
  });
});
afterAll(async () => {
  await t.close();
  await tmdb.close();
});

describe('metadata from TMDb', () => {
  it('creates a movie with cast and images and links the release that was waiting for it', async () => {
    const nzb = Buffer.from(
      generateNzb({ name: 'Metropolis.1927.German.1080p.BluRay.x264-GRP', totalBytes: 2 * 1024 ** 3 }),
    );
    expect(await t.app.services.ingest.ingest({ nzb })).toMatchObject({ status: 'imported', matched: null });

    const report = await t.app.services.metadata.refreshMovie(19);
    expect(report).toMatchObject({ title: 'Metropolis', moviesCreated: 1, rematched: 1 });
    expect(report.images).toBeGreaterThan(0);

    const [movie] = await t.database.db.select().from(movies).where(eq(movies.tmdbId, 19));
    expect(movie).toMatchObject({ slug: 'metropolis-1927', year: 1927 });
    expect(await t.blobs.hasNamed('poster', movie!.posterPath!)).toBe(true);
    expect(
      (await t.database.db.select().from(movieCast).where(eq(movieCast.movieId, movie!.id))).length,
    ).toBeGreaterThan(0);
    const [release] = await t.database.db.select().from(releases);
    expect(release!.movieId).toBe(movie!.id);
  });

  it('refreshes instead of duplicating when called again', async () => {
    const again = await t.app.services.metadata.refreshMovie(19);
    expect(again).toMatchObject({ moviesCreated: 0, moviesUpdated: 1 });
    expect(await t.database.db.select().from(movies)).toHaveLength(1);
  });

  it('creates a series with all seasons and episodes', async () => {
    const report = await t.app.services.metadata.refreshSeries(990001);
    expect(report.seriesCreated).toBe(1);
    const [show] = await t.database.db.select().from(series);
    const rows = await t.database.db.select().from(episodes).where(eq(episodes.seriesId, show!.id));
    expect(rows.length).toBe(report.episodes);
    expect(new Set(rows.map((e) => e.seasonNumber))).toContain(0);
  });

  it('answers a clear 404 for an id TMDb does not know', async () => {
    await expect(t.app.services.metadata.refreshMovie(123456789)).rejects.toMatchObject({ statusCode: 404 });
  });
});
