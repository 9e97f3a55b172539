import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageSize } from './metadata-provider';
import { TmdbClient, TmdbError } from './tmdb-client';
import { startTmdbTestServer, TEST_API_KEY, TEST_PNG, type TmdbTestServer } from './tmdb-test-server';

let server: TmdbTestServer;
beforeEach(async () => {
  server = await startTmdbTestServer();
});
afterEach(() => server.close());

const client = () =>
  new TmdbClient({ apiKey: TEST_API_KEY, baseUrl: server.baseUrl, imageBaseUrl: server.imageBaseUrl });

describe('images', () => {
  it('lists every image of a movie with the size for its kind', async () => {
    const tmdb = client();
    const movie = await tmdb.getMovie(19);

    expect(tmdb.collectImages(movie!)).toEqual([
      {
        name: 'tmdb-poster-vZIJxGnjcswPCAa52jhbl01FQkV.jpg',
        tmdbPath: '/vZIJxGnjcswPCAa52jhbl01FQkV.jpg',
        size: 'w500',
        kind: 'poster',
      },
      {
        name: 'tmdb-backdrop-xVJ0C4xrjnVJcoRQVe1V4wS5ZAm.jpg',
        tmdbPath: '/xVJ0C4xrjnVJcoRQVe1V4wS5ZAm.jpg',
        size: 'w1280',
        kind: 'backdrop',
      },
      {
        name: 'tmdb-profile-m9aVUc8ZsXXDOEIBPAhQ7Uut2RX.jpg',
        tmdbPath: '/m9aVUc8ZsXXDOEIBPAhQ7Uut2RX.jpg',
        size: 'w185',
        kind: 'profile',
      },
      {
        name: 'tmdb-profile-fCqUgGyELhGS1H0TbTZQ5zL1tZc.jpg',
        tmdbPath: '/fCqUgGyELhGS1H0TbTZQ5zL1tZc.jpg',
        size: 'w185',
        kind: 'profile',
      },
      {
        name: 'tmdb-profile-9mM1ZBNbD6OwvBoSgnXDo1Cq8Jq.jpg',
        tmdbPath: '/9mM1ZBNbD6OwvBoSgnXDo1Cq8Jq.jpg',
        size: 'w185',
        kind: 'profile',
      },
      {
        name: 'tmdb-profile-pWq2dD0Yr4Ol8Xzb1J3Fv2UqhmZ.jpg',
        tmdbPath: '/pWq2dD0Yr4Ol8Xzb1J3Fv2UqhmZ.jpg',
        size: 'w185',
        kind: 'profile',
      },
    ]);
  });

  it('lists season posters and episode stills of a series', async () => {
    const tmdb = client();
    const images = tmdb.collectImages((await tmdb.getSeries(990001))!);

    const byKind = (kind: string) =>
      images.filter((image) => image.kind === kind).map((image) => image.tmdbPath);
    expect(byKind('poster')).toEqual([
      '/sPrWaLdPoStEr000000000000001.jpg',
      '/sPrWaLdStAfFeL100000000001.jpg',
      '/sPrWaLdStAfFeL200000000001.jpg',
    ]);
    expect(byKind('still')).toHaveLength(7);
    expect(images.filter((image) => image.kind === 'still').every((image) => image.size === 'w300')).toBe(
      true,
    );
  });

  it('downloads the bytes from the image CDN without sending the key', async () => {
    const bytes = await client().downloadImage('/vZIJxGnjcswPCAa52jhbl01FQkV.jpg', 'w500');

    expect(Buffer.compare(bytes, TEST_PNG)).toBe(0);
    expect(server.requests).toEqual([{ path: '/t/p/w500/vZIJxGnjcswPCAa52jhbl01FQkV.jpg', query: {} }]);
  });

  it.each([
    '../etc/passwd',
    'http://evil/x.png',
    '//evil/x.png',
    '/../etc/passwd',
    '/..',
    '/a/b.jpg',
    '/x.jpg?y=1',
    '/x%2F..%2Fy.jpg',
    '',
  ])('refuses to download %j', async (path) => {
    const error = await client()
      .downloadImage(path, 'w500')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TmdbError);
    expect(error).toMatchObject({ code: 'invalid_path', status: 0 });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses sizes the CDN path does not know', async () => {
    await expect(client().downloadImage('/x.jpg', '../w500' as ImageSize)).rejects.toMatchObject({
      code: 'invalid_path',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reports a missing image and refuses a non-image body', async () => {
    await expect(client().downloadImage('/missing.jpg', 'w185')).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(client().downloadImage('/html-error.jpg', 'w185')).rejects.toMatchObject({
      code: 'bad_response',
    });
  });
});
