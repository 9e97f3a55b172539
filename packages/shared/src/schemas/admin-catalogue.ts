import { z } from 'zod';
import { decimalOnly, limitParam, pageParam, searchParam } from './pagination';

export const adminCatalogueQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  limit: limitParam(25, 100),
});
export type AdminCatalogueQuery = z.infer<typeof adminCatalogueQuerySchema>;

export const adminTrailerSchema = z.object({
  site: z.string().trim().min(1, 'Die Plattform fehlt').max(50),
  type: z.string().trim().min(1, 'Die Art fehlt').max(50),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Ungültiger Video-Schlüssel'),
  name: z.string().trim().min(1, 'Der Name fehlt').max(300),
});
export type AdminTrailer = z.infer<typeof adminTrailerSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT');
const text = (max: number) => z.string().trim().max(max, `höchstens ${max} Zeichen erlaubt`).nullable();
const positiveId = z.number().int().positive('Die ID muss größer als 0 sein').max(2_147_483_647).nullable();
/** A file name in the blob store (as /api/imgproxy serves it) or an absolute http(s) address. */
const imagePath = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(https?:\/\/\S+|[A-Za-z0-9][A-Za-z0-9._-]{0,127})$/,
    'Bild: ein Dateiname (z. B. poster-1.webp) oder eine http(s)-Adresse',
  )
  .nullable();
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Der Slug besteht aus Kleinbuchstaben, Ziffern und Bindestrichen');
const title = z
  .string()
  .trim()
  .min(1, 'Der Titel darf nicht leer sein')
  .max(300, 'Der Titel darf höchstens 300 Zeichen lang sein');
const genreNames = z
  .array(z.string().trim().min(1, 'Leerer Genrename').max(100))
  .max(30, 'Höchstens 30 Genres');
const imdbId = z
  .string()
  .regex(/^tt\d{7,10}$/, 'IMDb-ID im Format tt1234567')
  .nullable();

/** The fields of a film an admin edits (spec 001 §3: titles, overview, dates, genres, external ids, trailers). */
const movieFields = {
  title,
  originalTitle: text(300),
  slug,
  year: z.number().int().min(1870, 'Das Jahr ist zu früh').max(2200, 'Das Jahr ist zu spät').nullable(),
  releaseDate: isoDate.nullable(),
  runtime: z.number().int().positive().max(2000).nullable(),
  plot: text(10_000),
  tagline: text(500),
  status: text(50),
  imdbId,
  tmdbId: positiveId,
  posterPath: imagePath,
  backdropPath: imagePath,
  genres: genreNames,
  trailers: z.array(adminTrailerSchema).max(50),
};

export const adminMovieCreateSchema = z
  .object(movieFields)
  .partial()
  .required({ title: true })
  .strict()
  .meta({ id: 'AdminMovieCreate' });
export type AdminMovieCreate = z.infer<typeof adminMovieCreateSchema>;

export const adminMovieUpdateSchema = z
  .object(movieFields)
  .partial()
  .strict()
  .meta({ id: 'AdminMovieUpdate' });
export type AdminMovieUpdate = z.infer<typeof adminMovieUpdateSchema>;

const seriesFields = {
  title,
  originalTitle: text(300),
  slug,
  firstAirDate: isoDate.nullable(),
  lastAirDate: isoDate.nullable(),
  status: text(50),
  plot: text(10_000),
  imdbId,
  tmdbId: positiveId,
  tvdbId: positiveId,
  tvmazeId: positiveId,
  tvrageId: positiveId,
  posterPath: imagePath,
  backdropPath: imagePath,
  genres: genreNames,
  trailers: z.array(adminTrailerSchema).max(50),
};

export const adminSeriesCreateSchema = z
  .object(seriesFields)
  .partial()
  .required({ title: true })
  .strict()
  .meta({ id: 'AdminSeriesCreate' });
export type AdminSeriesCreate = z.infer<typeof adminSeriesCreateSchema>;

export const adminSeriesUpdateSchema = z
  .object(seriesFields)
  .partial()
  .strict()
  .meta({ id: 'AdminSeriesUpdate' });
export type AdminSeriesUpdate = z.infer<typeof adminSeriesUpdateSchema>;

const trailerOut = z.object({ site: z.string(), type: z.string(), key: z.string(), name: z.string() });

export const adminMovieSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    originalTitle: z.string().nullable(),
    year: z.number().int().nullable(),
    releaseDate: z.string().nullable(),
    runtime: z.number().int().nullable(),
    plot: z.string().nullable(),
    tagline: z.string().nullable(),
    status: z.string().nullable(),
    rating: z.number().nullable(),
    imdbId: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    posterPath: z.string().nullable(),
    backdropPath: z.string().nullable(),
    genres: z.array(z.string()),
    trailers: z.array(trailerOut),
    releaseCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMovie' });
export type AdminMovie = z.infer<typeof adminMovieSchema>;

export const adminSeasonSchema = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  name: z.string().nullable(),
  airDate: z.string().nullable(),
  posterPath: z.string().nullable(),
  episodeCount: z.number().int(),
});

export const adminSeriesSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    originalTitle: z.string().nullable(),
    firstAirDate: z.string().nullable(),
    lastAirDate: z.string().nullable(),
    status: z.string().nullable(),
    plot: z.string().nullable(),
    rating: z.number().nullable(),
    imdbId: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    tvdbId: z.number().int().nullable(),
    tvmazeId: z.number().int().nullable(),
    tvrageId: z.number().int().nullable(),
    posterPath: z.string().nullable(),
    backdropPath: z.string().nullable(),
    numberOfSeasons: z.number().int(),
    numberOfEpisodes: z.number().int(),
    genres: z.array(z.string()),
    trailers: z.array(trailerOut),
    seasons: z.array(adminSeasonSchema),
    releaseCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminSeries' });
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    })
    .meta({ id });

/** List rows: the detail without trailers, seasons and texts. */
export const adminMoviePageSchema = pageOf(
  adminMovieSchema.pick({
    id: true,
    slug: true,
    title: true,
    year: true,
    tmdbId: true,
    imdbId: true,
    posterPath: true,
    releaseCount: true,
  }),
  'AdminMoviePage',
);
export const adminSeriesPageSchema = pageOf(
  adminSeriesSchema.pick({
    id: true,
    slug: true,
    title: true,
    firstAirDate: true,
    tmdbId: true,
    tvdbId: true,
    posterPath: true,
    numberOfSeasons: true,
    numberOfEpisodes: true,
    releaseCount: true,
  }),
  'AdminSeriesPage',
);

export const adminEpisodeSchema = z
  .object({
    id: z.number().int(),
    seriesId: z.number().int(),
    seasonId: z.number().int(),
    seasonNumber: z.number().int(),
    episodeNumber: z.number().int(),
    title: z.string().nullable(),
    plot: z.string().nullable(),
    airDate: z.string().nullable(),
    runtime: z.number().int().nullable(),
    stillPath: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    releaseCount: z.number().int(),
  })
  .meta({ id: 'AdminEpisode' });
export type AdminEpisode = z.infer<typeof adminEpisodeSchema>;

export const adminEpisodeListSchema = z.array(adminEpisodeSchema).meta({ id: 'AdminEpisodeList' });

export const adminEpisodeQuerySchema = z.object({
  season: decimalOnly(
    z.coerce
      .number({ message: 'season muss eine Zahl sein' })
      .int()
      .min(0, 'season darf nicht negativ sein')
      .max(1000),
  ).optional(),
});

const episodeFields = {
  title: text(300),
  plot: text(10_000),
  airDate: isoDate.nullable(),
  runtime: z.number().int().positive().max(2000).nullable(),
  stillPath: imagePath,
};

export const adminEpisodeCreateSchema = z
  .object({
    seasonNumber: z.number().int().min(0, 'Die Staffel darf nicht negativ sein').max(1000),
    episodeNumber: z.number().int().min(0, 'Die Episodennummer darf nicht negativ sein').max(100_000),
    ...episodeFields,
  })
  .partial({ title: true, plot: true, airDate: true, runtime: true, stillPath: true })
  .strict()
  .meta({ id: 'AdminEpisodeCreate' });
export type AdminEpisodeCreate = z.infer<typeof adminEpisodeCreateSchema>;

export const adminEpisodeUpdateSchema = z
  .object(episodeFields)
  .partial()
  .strict()
  .meta({ id: 'AdminEpisodeUpdate' });
export type AdminEpisodeUpdate = z.infer<typeof adminEpisodeUpdateSchema>;

/** What a TMDb refresh did. */
export const adminRefreshResultSchema = z
  .object({
    title: z.string(),
    /** Images downloaded into the blob store. */
    images: z.number().int(),
    /** Releases that waited for this title and are now linked. */
    rematched: z.number().int(),
  })
  .meta({ id: 'AdminRefreshResult' });
export type AdminRefreshResult = z.infer<typeof adminRefreshResultSchema>;

export const imageUploadTypes = ['poster', 'backdrop'] as const;
export const imageUploadEntityTypes = ['movie', 'series', 'season', 'episode'] as const;

/** The answer of POST /admin/upload-image (spec 001 §3, §7). */
export const imageUploadResultSchema = z
  .object({
    /** The stored file name: what posterPath, backdropPath or stillPath hold. */
    fileName: z.string(),
    /** Where the image is served: /api/imgproxy/{folder}/{fileName}. */
    url: z.string(),
    type: z.enum(imageUploadTypes),
    entityType: z.enum(imageUploadEntityTypes),
    /** The title the image was set on; null when uploaded without one (set it with a later edit). */
    entityId: z.number().int().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'ImageUploadResult' });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
