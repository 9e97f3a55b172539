import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogueMovieSchema,
  catalogueSeriesSchema,
  type CatalogueSeries,
} from '../../modules/catalogue/catalogue-file.schema';
import { TmdbClient, type TmdbClientOptions } from './tmdb-client';
import { startTmdbTestServer, TEST_API_KEY, type TmdbTestServer } from './tmdb-test-server';

let server: TmdbTestServer;
beforeEach(async () => {
  server = await startTmdbTestServer();
});
afterEach(() => server.close());

const client = (options: Partial<TmdbClientOptions> = {}) =>
  new TmdbClient({
    apiKey: TEST_API_KEY,
    baseUrl: server.baseUrl,
    imageBaseUrl: server.imageBaseUrl,
    sleep: async () => {},
    ...options,
  });

const METROPOLIS_PLOT =
  'Im Jahr 2026 herrscht der Industrielle Joh Fredersen über die Großstadt Metropolis. Während die Oberschicht in Luxus lebt, schuften die Arbeiter in der Unterstadt an den Maschinen. Als sich Fredersens Sohn Freder in die Arbeiterin Maria verliebt, erkennt er das Elend der Unterdrückten. Der Erfinder Rotwang erschafft unterdessen einen Maschinenmenschen nach Marias Ebenbild, der die Arbeiter zum Aufstand anstiften soll.';

describe('getMovie', () => {
  it('maps every field of a German movie response and passes the catalogue schema', async () => {
    const movie = await client().getMovie(19);

    expect(movie).toEqual({
      tmdbId: 19,
      imdbId: 'tt0017136',
      title: 'Metropolis',
      originalTitle: 'Metropolis',
      plot: METROPOLIS_PLOT,
      tagline: 'Mittler zwischen Hirn und Händen muss das Herz sein!',
      releaseDate: '1927-01-10',
      year: 1927,
      runtime: 149,
      status: 'Released',
      originalLanguage: 'de',
      rating: 8.1,
      voteCount: 2790,
      popularity: 23.456,
      genres: [
        { tmdbId: 18, name: 'Drama', englishName: 'Drama' },
        { tmdbId: 878, name: 'Science Fiction', englishName: 'Science Fiction' },
      ],
      // Billing order, not array order; empty character and missing photo become absent.
      cast: [
        {
          tmdbId: 12321,
          name: 'Alfred Abel',
          character: 'Joh Fredersen',
          profile: 'tmdb-profile-m9aVUc8ZsXXDOEIBPAhQ7Uut2RX.jpg',
        },
        {
          tmdbId: 12322,
          name: 'Gustav Fröhlich',
          character: 'Freder Fredersen',
          profile: 'tmdb-profile-fCqUgGyELhGS1H0TbTZQ5zL1tZc.jpg',
        },
        {
          tmdbId: 12323,
          name: 'Brigitte Helm',
          character: 'Maria / Der Maschinenmensch',
          profile: 'tmdb-profile-9mM1ZBNbD6OwvBoSgnXDo1Cq8Jq.jpg',
        },
        { tmdbId: 12324, name: 'Rudolf Klein-Rogge', character: 'C. A. Rotwang, der Erfinder' },
        {
          tmdbId: 12325,
          name: 'Fritz Rasp',
          character: 'Der Schmale',
          profile: 'tmdb-profile-pWq2dD0Yr4Ol8Xzb1J3Fv2UqhmZ.jpg',
        },
        { tmdbId: 12326, name: 'Heinrich George' },
      ],
      // German first, then English, then videos without language; the French one is not requested.
      videos: [
        {
          site: 'YouTube',
          type: 'Featurette',
          key: 'fixtureDe02',
          name: 'Die Restaurierung von Metropolis',
          official: false,
          language: 'de',
        },
        {
          site: 'YouTube',
          type: 'Trailer',
          key: 'fixtureDe01',
          name: 'Metropolis – Trailer (restaurierte Fassung)',
          official: true,
          language: 'de',
        },
        {
          site: 'YouTube',
          type: 'Trailer',
          key: 'fixtureEn01',
          name: 'Metropolis – Restored Trailer',
          official: true,
          language: 'en',
        },
        {
          site: 'YouTube',
          type: 'Clip',
          key: 'fixtureXx03',
          name: 'Der Maschinenmensch erwacht',
          official: false,
        },
      ],
      companies: [{ tmdbId: 9257, name: 'UFA', originCountry: 'DE' }],
      productionCountries: [{ iso: 'DE', name: 'Germany' }],
      poster: 'tmdb-poster-vZIJxGnjcswPCAa52jhbl01FQkV.jpg',
      backdrop: 'tmdb-backdrop-xVJ0C4xrjnVJcoRQVe1V4wS5ZAm.jpg',
    });
    expect(catalogueMovieSchema.parse(movie)).toEqual(movie);
  });

  it('asks for the appended parts and video languages in one German request plus the genre list', async () => {
    await client().getMovie(19);

    expect(server.requests.map((request) => request.path)).toEqual(['/3/movie/19', '/3/genre/movie/list']);
    expect(server.requests[0]?.query).toEqual({
      language: 'de-DE',
      append_to_response: 'credits,videos,external_ids',
      include_video_language: 'de,en,null',
      api_key: TEST_API_KEY,
    });
    expect(server.requests[1]?.query).toMatchObject({ language: 'en-US' });
  });

  it('fills only the German gaps from English, with exactly one extra request', async () => {
    const nosferatu = await client().getMovie(653);

    expect(nosferatu).toMatchObject({
      title: 'Nosferatu, eine Symphonie des Grauens', // German title kept, not "Nosferatu"
      originalTitle: 'Nosferatu, eine Symphonie des Grauens',
      plot: expect.stringMatching(/^The real estate agent Hutter travels to Transylvania/),
      tagline: 'A symphony of horror.',
      year: 1922,
      genres: [
        { tmdbId: 27, name: 'Horror', englishName: 'Horror' },
        { tmdbId: 14, name: 'Fantasy', englishName: 'Fantasy' },
      ],
    });
    const movieRequests = server.requestsTo('/movie/653');
    expect(movieRequests.map((request) => request.query.language)).toEqual(['de-DE', 'en-US']);
    // The gaps are texts only, so the English request skips credits and videos.
    expect(movieRequests[1]?.query.append_to_response).toBeUndefined();
    expect(server.requests).toHaveLength(3);
    expect(catalogueMovieSchema.parse(nosferatu)).toEqual(nosferatu);
  });

  it('loads the English genre list once per client', async () => {
    const tmdb = client();
    await tmdb.getMovie(19);
    await tmdb.getMovie(653);

    expect(server.requestsTo('/genre/movie/list')).toHaveLength(1);
    expect(server.requestsTo('/movie/19')).toHaveLength(1);
  });

  it('resolves to null for an unknown id, without retrying', async () => {
    await expect(client().getMovie(4_040_404)).resolves.toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('refuses ids that are not positive integers before sending anything', async () => {
    await expect(client().getMovie(-1)).rejects.toThrow(RangeError);
    await expect(client().getMovie(1.5)).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('getSeries', () => {
  it('maps the series with every season, including specials, and every episode', async () => {
    const series = (await client().getSeries(990001)) as CatalogueSeries;

    expect(series).toMatchObject({
      tmdbId: 990001,
      imdbId: 'tt9900001',
      tvdbId: 990001,
      tvrageId: 990003,
      title: 'Die Spreewald-Detektei',
      originalTitle: 'Die Spreewald-Detektei',
      plot: expect.stringMatching(/^Nach Jahren in Berlin kehrt die Privatdetektivin/),
      firstAirDate: '2019-10-05',
      lastAirDate: '2022-12-17',
      status: 'Ended',
      inProduction: false,
      originalLanguage: 'de',
      rating: 7.4,
      voteCount: 128,
      popularity: 12.5,
      genres: [
        { tmdbId: 80, name: 'Krimi', englishName: 'Crime' },
        { tmdbId: 18, name: 'Drama', englishName: 'Drama' },
        { tmdbId: 9648, name: 'Mystery', englishName: 'Mystery' },
      ],
      cast: [
        {
          tmdbId: 990201,
          name: 'Katrin Lembke',
          character: 'Jana Wendisch',
          profile: 'tmdb-profile-kAtRiNlEmBkE000000000000001.jpg',
        },
        { tmdbId: 990202, name: 'Jörg Pietsch', character: 'Kommissar Uwe Kschenka' },
      ],
      videos: [{ site: 'YouTube', type: 'Trailer', key: 'fixtureTvDe1', official: true, language: 'de' }],
      companies: [{ tmdbId: 990011, name: 'Kanal Nord', originCountry: 'DE' }],
      productionCountries: [{ iso: 'DE', name: 'Germany' }],
      poster: 'tmdb-poster-sPrWaLdPoStEr000000000000001.jpg',
      backdrop: 'tmdb-backdrop-sPrWaLdBaCkDrOp0000000000001.jpg',
    });
    expect(series.seasons.map((season) => [season.seasonNumber, season.episodes.length])).toEqual([
      [0, 1],
      [1, 3],
      [2, 2],
      [3, 2],
    ]);
    expect(series.seasons[0]).toMatchObject({
      tmdbId: 990100,
      name: 'Specials',
      airDate: '2020-12-24',
      episodes: [
        { episodeNumber: 1, title: 'Stille Nacht im Spreewald', runtime: 60, rating: 6.8, voteCount: 5 },
      ],
    });
    expect(series.seasons[2]).toEqual({
      tmdbId: 990120,
      seasonNumber: 2,
      name: 'Staffel 2',
      plot: 'Ein Toter im Kahn bringt Jana auf die Spur eines alten Grundstücksstreits.',
      airDate: '2021-03-06',
      poster: 'tmdb-poster-sPrWaLdStAfFeL200000000001.jpg',
      episodes: [
        {
          tmdbId: 990521,
          episodeNumber: 1,
          title: 'Der Tote im Kahn',
          plot: 'Bei der Frühjahrsregatta wird ein Toter im Kahn gefunden. Die Spuren führen zu einem Grundstücksstreit.',
          airDate: '2021-03-06',
          runtime: 47,
          rating: 7.5,
          voteCount: 9,
          still: 'tmdb-still-sTiLlS2E1000000000000000001.jpg',
        },
        {
          tmdbId: 990522,
          episodeNumber: 2,
          title: 'Tote Wasser', // German title kept; only the empty plot comes from English
          plot: 'Jana follows the money behind the land deal and finds out who wanted the old ferryman gone.',
          airDate: '2021-03-13',
          runtime: 45,
          rating: 7.7,
          voteCount: 8,
          still: 'tmdb-still-sTiLlS2E2000000000000000001.jpg',
        },
      ],
    });
    // Not yet rated, no runtime, no still: absent rather than zero.
    expect(series.seasons[3]?.episodes[1]).toEqual({
      tmdbId: 990532,
      episodeNumber: 2,
      title: 'Abschied',
      plot: 'Jana muss sich entscheiden, ob sie im Spreewald bleibt.',
      airDate: '2022-12-17',
      voteCount: 0,
    });
    expect(catalogueSeriesSchema.parse(series)).toEqual(series);
  });

  it('requests each season once, English only for the season with a gap, at most three at a time', async () => {
    server.setDelay(50);
    await client().getSeries(990001);

    for (const season of [0, 1, 3]) {
      expect(server.requestsTo(`/tv/990001/season/${season}`).map((r) => r.query.language)).toEqual([
        'de-DE',
      ]);
    }
    expect(server.requestsTo('/tv/990001/season/2').map((r) => r.query.language)).toEqual(['de-DE', 'en-US']);
    expect(server.requestsTo('/tv/990001')).toHaveLength(1);
    expect(server.requestsTo('/genre/tv/list')).toHaveLength(1);
    expect(server.maxInFlight).toBe(3);
  });

  it('resolves to null for an unknown id', async () => {
    await expect(client().getSeries(4_040_404)).resolves.toBeNull();
  });
});

describe('search', () => {
  it('finds movies by title with their year and original title', async () => {
    await expect(client().searchMovie('Metropolis')).resolves.toEqual([
      { tmdbId: 19, title: 'Metropolis', originalTitle: 'Metropolis', year: 1927 },
      {
        tmdbId: 990101,
        title: 'Metropolis – Die Rettung eines Stummfilms',
        originalTitle: 'Metropolis – Die Rettung eines Stummfilms',
        year: 2011,
      },
    ]);
    expect(server.requests[0]?.query).toMatchObject({
      query: 'Metropolis',
      language: 'de-DE',
      include_adult: 'false',
    });
  });

  it('passes the year on to TMDb', async () => {
    const hits = await client().searchMovie('Metropolis', 1927);

    expect(hits.map((hit) => hit.tmdbId)).toEqual([19]);
    expect(server.requests[0]?.query.year).toBe('1927');
  });

  it('finds series by name and first-air year', async () => {
    await expect(client().searchSeries('Spreewald', 2019)).resolves.toEqual([
      {
        tmdbId: 990001,
        title: 'Die Spreewald-Detektei',
        originalTitle: 'Die Spreewald-Detektei',
        year: 2019,
      },
    ]);
    expect(server.requests[0]?.path).toBe('/3/search/tv');
    expect(server.requests[0]?.query.first_air_date_year).toBe('2019');
  });

  it('returns an empty list for no hits and sends nothing for a blank title', async () => {
    await expect(client().searchMovie('Das Cabinet des Dr. Caligari')).resolves.toEqual([]);
    await expect(client().searchSeries('   ')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});
