import type {
  movieSortValues,
  releaseResolutionFilters,
  releaseSortValues,
  seriesSortValues,
} from '@nzbkino/shared';

// The value lists of the contract, restated here. The shared arrays sit in the
// schema modules next to zod schemas, and importing them would put all of zod
// (~25 kB gzipped) into every list page. The types below still come from the
// shared arrays, and `exhaustive` refuses to compile when a value is missing or
// unknown, so the two cannot drift apart unnoticed.

export type MovieSort = (typeof movieSortValues)[number];
export type SeriesSort = (typeof seriesSortValues)[number];
export type ReleaseSort = (typeof releaseSortValues)[number];
export type ReleaseResolution = (typeof releaseResolutionFilters)[number];

type Missing<T extends string, A extends readonly string[]> = Exclude<T, A[number]>;

function exhaustive<T extends string>() {
  return <const A extends readonly T[]>(
    values: A & ([Missing<T, A>] extends [never] ? unknown : { missingValues: Missing<T, A> }),
  ): A => values;
}

export const MOVIE_SORTS = exhaustive<MovieSort>()([
  'title_asc',
  'title_desc',
  'year_desc',
  'year_asc',
  'rating_desc',
  'createdAt_desc',
]);

export const SERIES_SORTS = exhaustive<SeriesSort>()([
  'title_asc',
  'title_desc',
  'firstAirDate_desc',
  'firstAirDate_asc',
  'rating_desc',
  'createdAt_desc',
]);

export const RELEASE_SORTS = exhaustive<ReleaseSort>()([
  'createdAt_desc',
  'createdAt_asc',
  'name_asc',
  'name_desc',
  'size_desc',
  'size_asc',
]);

export const RELEASE_RESOLUTIONS = exhaustive<ReleaseResolution>()(['2160p', '1080p', '720p', 'SD']);
