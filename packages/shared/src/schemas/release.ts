import { z } from 'zod';

/** One release row as the catalogue, the home page and the detail pages show it (spec 000 §3, 001 §3). */
export const releaseSchema = z
  .object({
    id: z.number().int(),
    guid: z.string(),
    name: z.string(),
    /** Movie or series title when matched, else the parsed title. */
    title: z.string(),
    parsedTitle: z.string(),
    parsedType: z.enum(['MOVIE', 'TV', 'MUSIC', 'UNKNOWN']),
    type: z.enum(['movie', 'series', 'music', 'unknown']),
    parsedResolution: z.string().nullable(),
    resolution: z.string().nullable(),
    parsedGroup: z.string().nullable(),
    group: z.string().nullable(),
    parsedSeason: z.number().int().nullable(),
    parsedEpisode: z.number().int().nullable(),
    source: z.string().nullable(),
    humanVideoCodec: z.string().nullable(),
    humanVideoFormat: z.string().nullable(),
    humanAudioFormat: z.string().nullable(),
    humanAudioLanguages: z.array(z.string()),
    language: z.enum(['de', 'de+', 'other']).describe('German only, German plus other, or neither'),
    size: z.number(),
    fileCount: z.number().int(),
    /** Share of the posted articles the usenet indexer found (percent); null for an NZB made elsewhere. */
    completion: z.number().int().nullable(),
    grabs: z.number().int(),
    /** Path of the NZB download (login required); null when no NZB is stored. */
    nzbPath: z.string().nullable(),
    /** The NFO as raw text (/api/nfo/{guid}.nfo; its last segment names it for /api/nfo/view/{file}); null without one. */
    nfoPath: z.string().nullable(),
    postedAt: z.string().nullable(),
    createdAt: z.string(),
    movieId: z.number().int().nullable(),
    movie: z
      .object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        year: z.number().int().nullable(),
      })
      .nullable(),
    seriesId: z.number().int().nullable(),
    series: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
    episodeId: z.number().int().nullable(),
    episode: z
      .object({
        id: z.number().int(),
        episodeNumber: z.number().int(),
        title: z.string().nullable(),
        season: z.object({ seasonNumber: z.number().int(), seriesId: z.number().int() }),
      })
      .nullable(),
  })
  .meta({ id: 'Release' });
export type Release = z.infer<typeof releaseSchema>;

/** The paginated release answer (spec 000 §3): data + currentPage/totalPages/totalItems, total for home. */
export const releasePageSchema = z
  .object({
    data: z.array(releaseSchema),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
    /** True when totalItems is a planner estimate rather than an exact count. */
    estimated: z.boolean(),
  })
  .meta({ id: 'ReleasePage' });
export type ReleasePage = z.infer<typeof releasePageSchema>;

/** A bare list of releases: the movie, series, unassigned and episode release tables. */
export const releaseListSchema = z.array(releaseSchema);

export const releaseGroupSchema = z
  .object({ id: z.number().int(), name: z.string(), releaseCount: z.number().int() })
  .meta({ id: 'ReleaseGroup' });
export type ReleaseGroup = z.infer<typeof releaseGroupSchema>;
/** GET /api/releases/groups/list: every group with at least one release, sorted by name. */
export const releaseGroupListSchema = z.array(releaseGroupSchema);
