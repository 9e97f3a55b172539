import {
  movieSortValues,
  releaseResolutionFilters,
  releaseSortValues,
  seriesSortValues,
} from '@nzbkino/shared';

// The contract's value lists come from packages/shared/src/values.ts, a module
// without zod, so list pages do not pull the schema library into their chunks.

export type MovieSort = (typeof movieSortValues)[number];
export type SeriesSort = (typeof seriesSortValues)[number];
export type ReleaseSort = (typeof releaseSortValues)[number];
export type ReleaseResolution = (typeof releaseResolutionFilters)[number];

export const MOVIE_SORTS = movieSortValues;
export const SERIES_SORTS = seriesSortValues;
export const RELEASE_SORTS = releaseSortValues;
export const RELEASE_RESOLUTIONS = releaseResolutionFilters;
