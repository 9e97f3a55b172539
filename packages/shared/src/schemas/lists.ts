import { z } from 'zod';
import { movieCardSchema, seriesCardSchema } from './catalogue';
import { limitParam, pageParam, paginationSchema, searchParam } from './pagination';
import { releaseResolutionFilters, releaseSortValues, releaseTypeFilters } from './release';

export const movieSortValues = [
  'title_asc',
  'title_desc',
  'year_desc',
  'year_asc',
  'rating_desc',
  'createdAt_desc',
] as const;
export const seriesSortValues = [
  'title_asc',
  'title_desc',
  'firstAirDate_desc',
  'firstAirDate_asc',
  'rating_desc',
  'createdAt_desc',
] as const;

const sortOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Unbekannte Sortierung; erlaubt: ${values.join(', ')}` });

/** GET /api/movies (spec 001 §7): page size 24, up to 10000 per page for the suggestion pool. */
export const movieListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(24, 10_000),
  search: searchParam,
  genre: z
    .string()
    .max(200)
    .optional()
    .describe('Genre id, slug, or comma-separated names (German or English)'),
  sort: sortOf(movieSortValues).optional(),
  /** The search path of the original client sends sortBy; it means the same. */
  sortBy: sortOf(movieSortValues).optional(),
});
export type MovieListQuery = z.infer<typeof movieListQuerySchema>;

export const seriesListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(24, 10_000),
  search: searchParam,
  genre: z.string().max(200).optional(),
  sort: sortOf(seriesSortValues).optional(),
  sortBy: sortOf(seriesSortValues).optional(),
});
export type SeriesListQuery = z.infer<typeof seriesListQuerySchema>;

export const movieListSchema = z
  .object({ movies: z.array(movieCardSchema), pagination: paginationSchema })
  .meta({ id: 'MovieList' });
export const seriesListSchema = z
  .object({ series: z.array(seriesCardSchema), pagination: paginationSchema })
  .meta({ id: 'SeriesList' });

const releaseSortFields = ['createdAt', 'name', 'size'] as const;

/** GET /api/releases (spec 000 §7, 001 §7): page size 25, max 100. */
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
  group: z.string().max(100).optional(),
  /** Either a combined value (createdAt_desc) or a field with sortOrder. */
  sortBy: z.union([sortOf(releaseSortValues), z.enum(releaseSortFields)]).optional(),
  sortOrder: z.enum(['asc', 'desc'], { message: 'sortOrder muss asc oder desc sein' }).optional(),
  sort: sortOf(releaseSortValues).optional(),
  episodeId: z.coerce.number().int().positive().optional(),
  movieId: z.coerce.number().int().positive().optional(),
  seriesId: z.coerce.number().int().positive().optional(),
  parsedSeason: z.coerce.number().int().min(0).max(10_000).optional(),
  parsedEpisode: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type ReleaseListQuery = z.infer<typeof releaseListQuerySchema>;
