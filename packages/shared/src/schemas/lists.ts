import { movieSortValues, releaseSortFields, seriesSortValues } from '../values';
import { z } from 'zod';
import { heroItemSchema, movieCardSchema, seriesCardSchema } from './catalogue';
import {
  countQueryParam,
  idQueryParam,
  limitParam,
  pageParam,
  paginationSchema,
  searchParam,
} from './pagination';
import { releaseResolutionFilters, releaseSortValues, releaseTypeFilters } from '../values';

const sortOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `Unbekannte Sortierung in ${name}; erlaubt: ${values.join(', ')}` });

const genreParam = z
  .string({ message: 'genre muss ein einzelner Text sein' })
  .max(200, 'genre ist zu lang (höchstens 200 Zeichen)')
  .optional()
  .describe('Genre id, slug, or comma-separated names (German or English, case-insensitive)');

/**
 * GET /api/movies (spec 001 §7): page size 24; limit is clamped to 10000 (the
 * suggestion pool asks for that many). `sort` and `sortBy` mean the same; sort wins.
 */
export const movieListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(24, 10_000),
  search: searchParam,
  genre: genreParam,
  sort: sortOf('sort', movieSortValues).optional(),
  /** The search path of the original client sends sortBy; it means the same. */
  sortBy: sortOf('sortBy', movieSortValues).optional(),
});
export type MovieListQuery = z.infer<typeof movieListQuerySchema>;

/** GET /api/series: as the movie list, with the series sort values. */
export const seriesListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(24, 10_000),
  search: searchParam,
  genre: genreParam,
  sort: sortOf('sort', seriesSortValues).optional(),
  sortBy: sortOf('sortBy', seriesSortValues).optional(),
});
export type SeriesListQuery = z.infer<typeof seriesListQuerySchema>;

export const movieListSchema = z
  .object({ movies: z.array(movieCardSchema), pagination: paginationSchema })
  .meta({ id: 'MovieList' });
export type MovieList = z.infer<typeof movieListSchema>;
export const seriesListSchema = z
  .object({ series: z.array(seriesCardSchema), pagination: paginationSchema })
  .meta({ id: 'SeriesList' });
export type SeriesList = z.infer<typeof seriesListSchema>;

/** GET /api/upcoming-movies: movies released from 30 days ago on, soonest first (bare array). */
export const upcomingMoviesSchema = z.array(movieCardSchema);
/** GET /api/hero-items: about six movies and series with a backdrop (bare array). */
export const heroItemsSchema = z.array(heroItemSchema);
/** GET /api/movies/{slugOrId}/related: up to 12 movies sharing genres (bare array). */
export const relatedMoviesSchema = z.array(movieCardSchema);

/** GET /api/on-air-series: limit default 20, clamped to 100. */
export const onAirSeriesQuerySchema = z.object({ limit: limitParam(20, 100) });
/** Series that air now: an episode aired in the last 14 days or is due in the next 14 (bare array). */
export const onAirSeriesSchema = z.array(seriesCardSchema);

/**
 * GET /api/releases (spec 000 §7, 001 §7): page size 25, limit clamped to 100.
 * Sorting: `sortBy=createdAt_desc`, or `sortBy=createdAt&sortOrder=desc`, or
 * `sort=createdAt_desc`; default createdAt_desc. `type` and `resolution` accept
 * `all` (= no filter); SD means below 720p or unknown.
 */
export const releaseListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(25, 100),
  search: searchParam,
  type: z
    .enum([...releaseTypeFilters, 'all'], { message: 'type muss movie, series oder all sein' })
    .optional(),
  resolution: z
    .enum([...releaseResolutionFilters, 'all'], {
      message: 'resolution muss 2160p, 1080p, 720p, SD oder all sein',
    })
    .optional(),
  group: z
    .string({ message: 'group muss ein einzelner Text sein' })
    .max(100, 'group ist zu lang (höchstens 100 Zeichen)')
    .optional(),
  /** Either a combined value (createdAt_desc) or a field with sortOrder. */
  sortBy: z
    .enum([...releaseSortValues, ...releaseSortFields], {
      message: `Unbekannte Sortierung in sortBy; erlaubt: ${[...releaseSortValues, ...releaseSortFields].join(', ')}`,
    })
    .optional(),
  sortOrder: z.enum(['asc', 'desc'], { message: 'sortOrder muss asc oder desc sein' }).optional(),
  sort: sortOf('sort', releaseSortValues).optional(),
  episodeId: idQueryParam('episodeId'),
  movieId: idQueryParam('movieId'),
  seriesId: idQueryParam('seriesId'),
  parsedSeason: countQueryParam('parsedSeason', 10_000),
  parsedEpisode: countQueryParam('parsedEpisode', 100_000),
});
export type ReleaseListQuery = z.infer<typeof releaseListQuerySchema>;
