import { any, arrayOf, bool, isRecord, nullable, num, oneOf, shape, str, type Check } from './guards';

// Checks for the answers of the public API (packages/shared/src/schemas). They mirror
// the fields the screens read; everything else is passed through as the contract types say.

export const genreCheck = shape({ id: num, name: str });

const personCheck = shape({ name: str, character: nullable(str), profile_path: nullable(str) });
const trailerCheck = shape({ site: str, type: str, key: str, name: nullable(str) });

export const movieCardCheck = shape({
  id: num,
  slug: str,
  title: str,
  year: nullable(num),
  rating: nullable(num),
  posterPath: nullable(str),
  backdropPath: nullable(str),
  plot: nullable(str),
  genres: arrayOf(genreCheck),
});

export const movieDetailCheck: Check = (value) =>
  movieCardCheck(value) &&
  shape({
    runtime: nullable(num),
    imdbId: nullable(str),
    tmdbId: nullable(num),
    overview: nullable(str),
    cast: arrayOf(personCheck),
    trailers: arrayOf(trailerCheck),
  })(value);

export const seriesCardCheck = shape({
  id: num,
  slug: str,
  title: str,
  rating: nullable(num),
  posterPath: nullable(str),
  firstAirDate: nullable(str),
  numberOfSeasons: num,
  plot: nullable(str),
  genres: arrayOf(genreCheck),
});

export const seasonCheck = shape({
  id: num,
  seasonNumber: num,
  episodeCount: num,
  airDate: nullable(str),
  posterPath: nullable(str),
});

export const seriesDetailCheck: Check = (value) =>
  seriesCardCheck(value) &&
  shape({
    originalTitle: nullable(str),
    lastAirDate: nullable(str),
    numberOfEpisodes: num,
    status: nullable(str),
    productionCountries: arrayOf(str),
    studios: arrayOf(shape({ name: str })),
    cast: arrayOf(personCheck),
    trailers: arrayOf(trailerCheck),
    seasons: arrayOf(seasonCheck),
    unassignedReleaseCount: num,
  })(value);

export const episodeCheck = shape({
  id: num,
  episodeNumber: num,
  title: nullable(str),
  airDate: nullable(str),
  runtime: nullable(num),
  stillPath: nullable(str),
  rating: nullable(num),
  releaseCount: num,
});

export const heroItemCheck = shape({
  type: oneOf('movie', 'series'),
  id: num,
  slug: str,
  title: str,
  overview: nullable(str),
  backdropPath: nullable(str),
  posterPath: nullable(str),
});

export const releaseCheck = shape({
  id: num,
  name: str,
  title: str,
  type: str,
  size: num,
  parsedResolution: nullable(str),
  resolution: nullable(str),
  group: nullable(str),
  parsedGroup: nullable(str),
  nzbPath: nullable(str),
  nfoPath: nullable(str),
  // The spec lists several forms for the languages; rules/language.ts reads all of them.
  humanAudioLanguages: any,
  createdAt: str,
  movie: nullable(shape({ slug: str })),
  series: nullable(shape({ slug: str })),
});

export const paginationCheck = shape({ page: num, totalPages: num, total: num });

export const releasePageCheck = shape({
  data: arrayOf(releaseCheck),
  currentPage: num,
  totalPages: num,
  totalItems: num,
});

export const releaseGroupCheck = shape({ name: str, releaseCount: num });

export const newsCheck: Check = (value) =>
  shape({ id: num, title: str, content: str, createdAt: str })(value) &&
  isRecord(value) &&
  (value.reactions === undefined ||
    (isRecord(value.reactions) &&
      Object.values(value.reactions).every(shape({ count: num, userReacted: bool }))));
