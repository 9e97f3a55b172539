import { z } from 'zod';
import { decimalOnly } from './pagination';

export const genreSchema = z
  .object({ id: z.number().int(), name: z.string(), englishName: z.string().nullable(), slug: z.string() })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genreSchema>;

export const castMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string().nullable(),
  /** File name under /api/imgproxy/profiles/, or null. */
  profile_path: z.string().nullable(),
});
export type CastMember = z.infer<typeof castMemberSchema>;

export const trailerSchema = z.object({
  site: z.string(),
  type: z.string(),
  key: z.string(),
  name: z.string(),
  official: z.boolean(),
});
export type Trailer = z.infer<typeof trailerSchema>;

export const companySchema = z.object({ id: z.number().int(), name: z.string() });

/** The original site's genre link shape: `movieGenres[].genre` / `seriesGenres[].genre` (spec 001 §3). */
export const genreLinkSchema = z.object({ genre: z.object({ id: z.number().int(), name: z.string() }) });

/** A movie as cards, rows and links use it (spec 000 §3, 001 §2.1). Image paths are blob file names. */
export const movieCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    year: z.number().int().nullable(),
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    posterPath: z.string().nullable(),
    backdropPath: z.string().nullable(),
    releaseDate: z.string().nullable(),
    /** The spec's upcoming-movies rows read release_date. */
    release_date: z.string().nullable(),
    plot: z.string().nullable(),
    genres: z.array(genreSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'MovieCard' });
export type MovieCard = z.infer<typeof movieCardSchema>;

export const movieDetailSchema = movieCardSchema
  .extend({
    originalTitle: z.string().nullable(),
    overview: z.string().nullable(),
    tagline: z.string().nullable(),
    runtime: z.number().int().nullable(),
    imdbId: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    collectionId: z.number().int().nullable(),
    productionCountries: z.array(z.string()),
    studios: z.array(companySchema),
    cast: z.array(castMemberSchema),
    trailers: z.array(trailerSchema),
    /** Same genres as `genres`, in the original site's shape. */
    movieGenres: z.array(genreLinkSchema),
    releaseCount: z.number().int(),
  })
  .meta({ id: 'MovieDetail' });
export type MovieDetail = z.infer<typeof movieDetailSchema>;

export const seriesCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Same as title: the home rows read name or title. */
    name: z.string(),
    rating: z.number().nullable(),
    voteCount: z.number().int(),
    posterPath: z.string().nullable(),
    backdropPath: z.string().nullable(),
    firstAirDate: z.string().nullable(),
    numberOfSeasons: z.number().int(),
    status: z.string().nullable(),
    plot: z.string().nullable(),
    genres: z.array(genreSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'SeriesCard' });
export type SeriesCard = z.infer<typeof seriesCardSchema>;

export const seasonSchema = z
  .object({
    id: z.number().int(),
    seasonNumber: z.number().int(),
    name: z.string().nullable(),
    episodeCount: z.number().int(),
    airDate: z.string().nullable(),
    plot: z.string().nullable(),
    posterPath: z.string().nullable(),
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof seasonSchema>;

export const seriesDetailSchema = seriesCardSchema
  .extend({
    originalTitle: z.string().nullable(),
    overview: z.string().nullable(),
    lastAirDate: z.string().nullable(),
    numberOfEpisodes: z.number().int(),
    imdbId: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    productionCountries: z.array(z.string()),
    studios: z.array(companySchema),
    cast: z.array(castMemberSchema),
    trailers: z.array(trailerSchema),
    /** Seasons ascending, Specials (season 0) first. */
    seasons: z.array(seasonSchema),
    /** Same genres as `genres`, in the original site's shape. */
    seriesGenres: z.array(genreLinkSchema),
    /** Releases of the series linked to no episode (season packs, unknown episodes): the 'Ohne Zuordnung' tab. */
    unassignedReleaseCount: z.number().int(),
  })
  .meta({ id: 'SeriesDetail' });
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

export const episodeSchema = z
  .object({
    id: z.number().int(),
    seasonId: z.number().int(),
    seriesId: z.number().int(),
    seasonNumber: z.number().int(),
    episodeNumber: z.number().int(),
    title: z.string().nullable(),
    plot: z.string().nullable(),
    overview: z.string().nullable(),
    airDate: z.string().nullable(),
    runtime: z.number().int().nullable(),
    stillPath: z.string().nullable(),
    rating: z.number().nullable(),
    voteCount: z.number().int(),
    releaseCount: z.number().int(),
  })
  .meta({ id: 'Episode' });
export type Episode = z.infer<typeof episodeSchema>;

/** GET /api/episodes/{id}: the episode with its series, for the episode releases page header. */
export const episodeDetailSchema = episodeSchema
  .extend({ series: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }) })
  .meta({ id: 'EpisodeDetail' });
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

export const heroItemSchema = z
  .object({
    type: z.enum(['movie', 'series']),
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    overview: z.string().nullable(),
    backdropPath: z.string().nullable(),
    posterPath: z.string().nullable(),
    year: z.number().int().nullable(),
    rating: z.number().nullable(),
  })
  .meta({ id: 'HeroItem' });
export type HeroItem = z.infer<typeof heroItemSchema>;

/** GET /api/genres, /api/movies/genres, /api/series/genres (bare arrays, sorted by name). */
export const genreListSchema = z.array(genreSchema);
/** GET /api/series/{slugOrId}/seasons: seasons ascending, Specials (0) first. */
export const seasonListSchema = z.array(seasonSchema);
/** GET /api/series/seasons/{seasonId}/episodes: episodes ascending, each with its releaseCount. */
export const episodeListSchema = z.array(episodeSchema);

/** Image folders under /api/imgproxy/ (spec 000 §7): each maps to one kind of stored image. */
export const imageFolders = ['posters', 'backdrops', 'profiles', 'episodes'] as const;
export type ImageFolder = (typeof imageFolders)[number];
export const imageFormats = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/** cover: fill w×h, cropping; contain: fit inside w×h, padding; inside: fit inside, never enlarge. */
export const imageFitModes = ['cover', 'contain', 'inside'] as const;
export type ImageFitMode = (typeof imageFitModes)[number];
export const MAX_IMAGE_DIMENSION = 2400;

/**
 * The only sizes the optimiser makes (spec 001 §9, 000 §9); any other w/h is
 * rounded to the nearest of them, so each image has a small, fixed number of
 * stored copies. Widths alone: the responsive widths 400/800/1200/1600 and the
 * widths of the boxes below.
 */
export const IMAGE_VARIANT_WIDTHS = [200, 400, 600, 768, 800, 1024, 1200, 1600, 1920] as const;
/** w×h boxes: posters small/medium/large, backdrops mobile/tablet/desktop, background sizes. */
export const IMAGE_VARIANT_BOXES: readonly (readonly [number, number])[] = [
  [200, 300],
  [400, 600],
  [800, 1200],
  [768, 432],
  [1024, 576],
  [1920, 1080],
  [1600, 900],
  [1200, 675],
  [800, 450],
  [600, 337],
];
/** Spec 001 §9: quality 85 (posters, avatars) or 80 (backdrops); other q are rounded to these. */
export const IMAGE_VARIANT_QUALITIES = [80, 85] as const;

const dimension = (name: string) =>
  decimalOnly(
    z.coerce
      .number({ message: `${name} muss eine Zahl sein` })
      .int(`${name} muss eine ganze Zahl sein`)
      .min(1, `${name} muss mindestens 1 sein`)
      .max(MAX_IMAGE_DIMENSION, `${name} ist zu groß (höchstens ${MAX_IMAGE_DIMENSION} Pixel)`),
  ).optional();

/**
 * GET /api/imgproxy/optimize: url is a local image path (`/api/imgproxy/posters/x.jpg`
 * or `posters/x.jpg`), never a remote address. q defaults to 80, r to cover
 * (`fill` = cover and `fit` = inside, as imgproxy names them). The answer is
 * always webp (spec 001 §9); other f values are accepted for imgproxy clients.
 * w, h and q are rounded to the IMAGE_VARIANT_* sets, and no image is enlarged.
 */
export const imageOptimizeQuerySchema = z.object({
  url: z
    .string({ message: 'url muss ein einzelner Bildpfad sein' })
    .min(1, 'url fehlt')
    .max(300, 'url ist zu lang (höchstens 300 Zeichen)'),
  w: dimension('w'),
  h: dimension('h'),
  f: z
    .enum([...imageFormats, 'jpg'], { message: 'f muss webp, avif, jpeg oder png sein' })
    .transform((f): ImageFormat => (f === 'jpg' ? 'jpeg' : f))
    .default('webp'),
  q: decimalOnly(
    z.coerce
      .number({ message: 'q muss eine Zahl sein' })
      .int('q muss eine ganze Zahl sein')
      .min(1, 'q muss zwischen 1 und 100 liegen')
      .max(100, 'q muss zwischen 1 und 100 liegen')
      .default(80),
  ),
  r: z
    .enum([...imageFitModes, 'fill', 'fit'], { message: 'r muss cover, contain oder inside sein' })
    .transform((r): ImageFitMode => (r === 'fill' ? 'cover' : r === 'fit' ? 'inside' : r))
    .default('cover'),
});
export type ImageOptimizeQuery = z.infer<typeof imageOptimizeQuerySchema>;

export const imageFileParamsSchema = z.object({
  folder: z.enum(imageFolders, {
    message: 'Unbekannter Bildordner; erlaubt: posters, backdrops, profiles, episodes',
  }),
  file: z.string().min(1, 'Dateiname fehlt'),
});
