import { z } from 'zod';
import { toWellFormed } from '../../lib/unicode';

/**
 * The catalogue exchange format: what the TMDb client produces and what
 * `npm run cli -- catalogue import <file.json>` reads (docs/catalogue-format.md).
 * Images are file names in the blob store's image kinds (poster, backdrop,
 * profile, still), or absent.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT');
const imageName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'Ungültiger Bilddateiname');

export const catalogueGenreSchema = z.object({
  tmdbId: z.number().int().optional(),
  name: z.string().min(1).max(100),
  englishName: z.string().min(1).max(100).optional(),
});

export const catalogueCastSchema = z.object({
  tmdbId: z.number().int().optional(),
  name: z.string().min(1).max(200),
  character: z.string().max(300).optional(),
  profile: imageName.optional(),
});

export const catalogueVideoSchema = z.object({
  site: z.string().min(1).max(50),
  type: z.string().min(1).max(50),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Ungültiger Video-Schlüssel'),
  name: z.string().min(1).max(300),
  official: z.boolean().default(false),
  language: z.string().max(10).optional(),
});

export const catalogueCompanySchema = z.object({
  tmdbId: z.number().int().optional(),
  name: z.string().min(1).max(200),
  originCountry: z.string().max(5).optional(),
});

// Stored as jsonb, which refuses a lone surrogate (a TMDb answer may carry one): U+FFFD, as text columns hold it.
const countrySchema = z.object({
  iso: z.string().min(2).max(3),
  name: z.string().min(1).max(100).transform(toWellFormed),
});

const sharedFields = {
  tmdbId: z.number().int().positive().optional(),
  imdbId: z
    .string()
    .regex(/^tt\d{5,10}$/, 'IMDb-ID im Format tt1234567')
    .optional(),
  title: z.string().min(1).max(300),
  originalTitle: z.string().min(1).max(300).optional(),
  plot: z.string().max(10_000).optional(),
  rating: z.number().min(0).max(10).optional(),
  voteCount: z.number().int().nonnegative().default(0),
  popularity: z.number().nonnegative().default(0),
  originalLanguage: z.string().max(10).optional(),
  genres: z.array(catalogueGenreSchema).max(30).default([]),
  cast: z.array(catalogueCastSchema).max(200).default([]),
  videos: z.array(catalogueVideoSchema).max(50).default([]),
  companies: z.array(catalogueCompanySchema).max(50).default([]),
  productionCountries: z.array(countrySchema).max(50).default([]),
  poster: imageName.optional(),
  backdrop: imageName.optional(),
};

export const catalogueMovieSchema = z.object({
  ...sharedFields,
  releaseDate: isoDate.optional(),
  year: z.number().int().min(1870).max(2200).optional(),
  runtime: z.number().int().positive().max(2000).optional(),
  tagline: z.string().max(500).optional(),
  status: z.string().max(50).optional(),
  collectionId: z.number().int().optional(),
});

export const catalogueEpisodeSchema = z.object({
  tmdbId: z.number().int().optional(),
  episodeNumber: z.number().int().nonnegative(),
  title: z.string().max(300).optional(),
  plot: z.string().max(10_000).optional(),
  airDate: isoDate.optional(),
  runtime: z.number().int().positive().max(2000).optional(),
  rating: z.number().min(0).max(10).optional(),
  voteCount: z.number().int().nonnegative().default(0),
  still: imageName.optional(),
});

export const catalogueSeasonSchema = z.object({
  tmdbId: z.number().int().optional(),
  seasonNumber: z.number().int().nonnegative(),
  name: z.string().max(300).optional(),
  plot: z.string().max(10_000).optional(),
  airDate: isoDate.optional(),
  poster: imageName.optional(),
  episodes: z.array(catalogueEpisodeSchema).max(2000).default([]),
});

export const catalogueSeriesSchema = z.object({
  ...sharedFields,
  tvdbId: z.number().int().positive().optional(),
  tvmazeId: z.number().int().positive().optional(),
  tvrageId: z.number().int().positive().optional(),
  firstAirDate: isoDate.optional(),
  lastAirDate: isoDate.optional(),
  status: z.string().max(50).optional(),
  inProduction: z.boolean().default(false),
  seasons: z.array(catalogueSeasonSchema).max(200).default([]),
});

export const catalogueFileSchema = z.object({
  version: z.literal(1),
  movies: z.array(catalogueMovieSchema).default([]),
  series: z.array(catalogueSeriesSchema).default([]),
});

export type CatalogueMovie = z.infer<typeof catalogueMovieSchema>;
export type CatalogueSeries = z.infer<typeof catalogueSeriesSchema>;
export type CatalogueSeason = z.infer<typeof catalogueSeasonSchema>;
export type CatalogueEpisode = z.infer<typeof catalogueEpisodeSchema>;
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>;
