import type {
  Episode,
  Genre,
  HeroItem,
  MovieCard,
  MovieDetail,
  News,
  Release,
  ReleasePage,
  Season,
  SeriesCard,
  SeriesDetail,
} from '@nzbkino/api-types';

// Answers in the shape of the API contract (packages/shared/src/schemas), with
// overridable fields. Ids count up so lists of fixtures have distinct keys.
let nextId = 1000;
const id = () => ++nextId;

export function genre(name: string, overrides: Partial<Genre> = {}): Genre {
  return { id: id(), name, englishName: null, slug: name.toLowerCase(), ...overrides };
}

export function movieCard(overrides: Partial<MovieCard> = {}): MovieCard {
  const movieId = overrides.id ?? id();
  return {
    id: movieId,
    slug: `film-${movieId}`,
    title: `Film ${movieId}`,
    year: 1927,
    rating: 7.5,
    ratingCount: 120,
    posterPath: `poster-film-${movieId}.webp`,
    backdropPath: `backdrop-film-${movieId}.webp`,
    releaseDate: '1927-01-10',
    release_date: '1927-01-10',
    plot: 'Eine Stadt der Zukunft.',
    genres: [genre('Drama')],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function movieDetail(overrides: Partial<MovieDetail> = {}): MovieDetail {
  return {
    ...movieCard({ id: 1, slug: 'metropolis-1927', title: 'Metropolis', year: 1927 }),
    originalTitle: 'Metropolis',
    overview: 'In der Stadt Metropolis leben die Reichen oben und die Arbeiter unten.',
    tagline: null,
    runtime: 153,
    imdbId: 'tt0017136',
    tmdbId: 19,
    collectionId: null,
    productionCountries: ['Deutschland'],
    studios: [{ id: 1, name: 'UFA' }],
    cast: [
      { id: 1, name: 'Brigitte Helm', character: 'Maria', profile_path: 'profile-brigitte-helm.webp' },
      { id: 2, name: 'Alfred Abel', character: 'Joh Fredersen', profile_path: null },
    ],
    trailers: [],
    movieGenres: [],
    releaseCount: 2,
    ...overrides,
  };
}

export function seriesCard(overrides: Partial<SeriesCard> = {}): SeriesCard {
  const seriesId = overrides.id ?? id();
  const title = overrides.title ?? `Serie ${seriesId}`;
  return {
    id: seriesId,
    slug: `serie-${seriesId}`,
    title,
    name: title,
    rating: 8.1,
    voteCount: 80,
    posterPath: null,
    backdropPath: null,
    firstAirDate: '2017-12-01',
    numberOfSeasons: 2,
    status: 'Returning Series',
    plot: 'Ein Dorf, ein Rätsel.',
    genres: [genre('Krimi')],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function season(seasonNumber: number, overrides: Partial<Season> = {}): Season {
  return {
    id: 500 + seasonNumber,
    seasonNumber,
    name: seasonNumber === 0 ? 'Specials' : `Staffel ${seasonNumber}`,
    episodeCount: 3,
    airDate: '2017-12-01',
    plot: null,
    posterPath: null,
    ...overrides,
  };
}

export function seriesDetail(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    ...seriesCard({ id: 7, slug: 'elbnebel-2017', title: 'Elbnebel' }),
    originalTitle: 'Elbnebel',
    overview: 'Nebel über der Elbe.',
    lastAirDate: '2019-06-01',
    numberOfEpisodes: 6,
    imdbId: null,
    tmdbId: null,
    productionCountries: ['Deutschland'],
    studios: [{ id: 3, name: 'NDR' }],
    cast: [],
    trailers: [],
    seasons: [season(1), season(2)],
    seriesGenres: [],
    unassignedReleaseCount: 0,
    ...overrides,
  };
}

export function episode(
  seasonNumber: number,
  episodeNumber: number,
  overrides: Partial<Episode> = {},
): Episode {
  return {
    id: seasonNumber * 100 + episodeNumber,
    seasonId: 500 + seasonNumber,
    seriesId: 7,
    seasonNumber,
    episodeNumber,
    title: `Folge ${episodeNumber}`,
    plot: null,
    overview: null,
    airDate: '2017-12-01',
    runtime: 45,
    stillPath: null,
    rating: 7.8,
    voteCount: 10,
    releaseCount: 1,
    ...overrides,
  };
}

export function release(overrides: Partial<Release> = {}): Release {
  const releaseId = overrides.id ?? id();
  return {
    id: releaseId,
    guid: `guid-${releaseId}`,
    name: `Metropolis.1927.German.1080p.BluRay.x264-GRP${releaseId}`,
    title: 'Metropolis',
    parsedTitle: 'Metropolis',
    parsedType: 'MOVIE',
    type: 'movie',
    parsedResolution: '1080p',
    resolution: '1080p',
    parsedGroup: 'GRP',
    group: 'GRP',
    parsedSeason: null,
    parsedEpisode: null,
    source: 'BluRay',
    humanVideoCodec: 'H.264',
    humanVideoFormat: null,
    humanAudioFormat: 'DTS',
    humanAudioLanguages: ['German'],
    language: 'de',
    size: 8.5 * 1024 ** 3,
    fileCount: 40,
    completion: null,
    grabs: 3,
    nzbPath: `nzb/${releaseId}.nzb`,
    nfoPath: null,
    postedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    movieId: 1,
    movie: { id: 1, slug: 'metropolis-1927', title: 'Metropolis', year: 1927 },
    seriesId: null,
    series: null,
    episodeId: null,
    episode: null,
    ...overrides,
  };
}

export function releasePage(data: Release[], overrides: Partial<ReleasePage> = {}): ReleasePage {
  return {
    data,
    currentPage: 1,
    totalPages: 1,
    totalItems: data.length,
    total: data.length,
    limit: 25,
    estimated: false,
    ...overrides,
  };
}

export function heroItem(overrides: Partial<HeroItem> = {}): HeroItem {
  const itemId = overrides.id ?? id();
  return {
    type: 'movie',
    id: itemId,
    slug: `film-${itemId}`,
    title: `Empfehlung ${itemId}`,
    overview: 'Kurzer Text.',
    backdropPath: `backdrop-${itemId}.webp`,
    posterPath: null,
    year: 1927,
    rating: 8,
    ...overrides,
  };
}

export function news(overrides: Partial<News> = {}): News {
  return {
    id: 3,
    title: 'Willkommen im neuen Look',
    content: 'Die Startseite ist neu.',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    isActive: true,
    reactions: {
      thumbs_up: { count: 4, userReacted: false },
      applause: { count: 0, userReacted: false },
      heart: { count: 2, userReacted: false },
      fire: { count: 0, userReacted: false },
      laugh: { count: 1, userReacted: false },
    },
    ...overrides,
  };
}

export function pagination(page: number, totalPages: number, total: number) {
  return { page, limit: 24, totalPages, total, estimated: false };
}
