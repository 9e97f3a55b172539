import { z } from 'zod';

/*
 * The parts of TMDb v3 responses the client reads. Everything except the
 * resource id is lenient: TMDb sends null, "" or omits fields freely, and one
 * odd cast entry must not cost us the whole movie. Values of the wrong type
 * become undefined, list entries that do not fit are dropped; the mapping then
 * decides what the catalogue keeps.
 */

// Preprocess rather than transform: zod treats a key as optional only when the
// inner schema accepts undefined, and TMDb omits keys as often as it nulls them.
const str = z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional());
const num = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  z.number().optional(),
);
const bool = z.preprocess(
  (value) => (typeof value === 'boolean' ? value : undefined),
  z.boolean().optional(),
);
const id = z.number().int().positive();

function list<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => item.safeParse(entry).success) : []),
    z.array(item),
  );
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (schema.safeParse(value).success ? value : undefined), schema.optional());
}

export const tmdbGenreSchema = z.object({ id, name: str });

const castSchema = z.object({
  id: num,
  name: str,
  character: str,
  profile_path: str,
  order: num,
});

export const tmdbVideoSchema = z.object({
  site: str,
  type: str,
  key: str,
  name: str,
  official: bool,
  iso_639_1: str,
});

const companySchema = z.object({ id: num, name: str, origin_country: str });
const countrySchema = z.object({ iso_3166_1: str, name: str });

const sharedDetails = {
  id,
  overview: str,
  original_language: str,
  popularity: num,
  vote_average: num,
  vote_count: num,
  poster_path: str,
  backdrop_path: str,
  status: str,
  genres: list(tmdbGenreSchema),
  production_countries: list(countrySchema),
  credits: optional(z.object({ cast: list(castSchema) })),
  videos: optional(z.object({ results: list(tmdbVideoSchema) })),
};

export const tmdbMovieSchema = z.object({
  ...sharedDetails,
  title: str,
  original_title: str,
  tagline: str,
  release_date: str,
  runtime: num,
  imdb_id: str,
  belongs_to_collection: optional(z.object({ id })),
  production_companies: list(companySchema),
  external_ids: optional(z.object({ imdb_id: str })),
});

const seasonSummarySchema = z.object({
  id: num,
  season_number: z.number().int().nonnegative(),
  name: str,
  overview: str,
  air_date: str,
  poster_path: str,
});

export const tmdbSeriesSchema = z.object({
  ...sharedDetails,
  name: str,
  original_name: str,
  first_air_date: str,
  last_air_date: str,
  in_production: bool,
  networks: list(companySchema),
  seasons: list(seasonSummarySchema),
  external_ids: optional(z.object({ imdb_id: str, tvdb_id: num, tvrage_id: num })),
});

const episodeSchema = z.object({
  id: num,
  episode_number: z.number().int().nonnegative(),
  name: str,
  overview: str,
  air_date: str,
  runtime: num,
  vote_average: num,
  vote_count: num,
  still_path: str,
});

export const tmdbSeasonSchema = z.object({
  id: num,
  season_number: z.number().int().nonnegative(),
  name: str,
  overview: str,
  air_date: str,
  poster_path: str,
  episodes: list(episodeSchema),
});

/** The texts a second-language request may contribute; ids keep `/movie/{id}` and `/tv/{id}` apart. */
export const tmdbTextsSchema = z.object({ title: str, name: str, overview: str, tagline: str });

export const tmdbSearchSchema = z.object({
  results: list(
    z.object({
      id,
      title: str,
      name: str,
      original_title: str,
      original_name: str,
      release_date: str,
      first_air_date: str,
    }),
  ),
});

export const tmdbGenreListSchema = z.object({ genres: list(tmdbGenreSchema) });

export type TmdbMovie = z.output<typeof tmdbMovieSchema>;
export type TmdbSeries = z.output<typeof tmdbSeriesSchema>;
export type TmdbSeason = z.output<typeof tmdbSeasonSchema>;
export type TmdbSeasonSummary = z.output<typeof seasonSummarySchema>;
export type TmdbEpisode = z.output<typeof episodeSchema>;
export type TmdbTexts = z.output<typeof tmdbTextsSchema>;
export type TmdbVideo = z.output<typeof tmdbVideoSchema>;
export type TmdbCast = z.output<typeof castSchema>;
export type TmdbCompany = z.output<typeof companySchema>;
export type TmdbSearch = z.output<typeof tmdbSearchSchema>;
