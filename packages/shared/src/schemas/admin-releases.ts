import { z } from 'zod';
import { limitParam, pageParam, searchParam } from './pagination';

/** The release categories an admin sets (the parser's type; the Newznab category follows from it). */
export const releaseCategories = ['MOVIE', 'TV', 'MUSIC', 'UNKNOWN'] as const;
export type ReleaseCategory = (typeof releaseCategories)[number];

const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `${name} muss true oder false sein` })
    .transform((v) => v === 'true' || v === '1')
    .optional();

export const adminReleaseQuerySchema = z.object({
  search: searchParam,
  category: z
    .enum(releaseCategories, { message: `category muss einer von ${releaseCategories.join(', ')} sein` })
    .optional(),
  /** Only releases linked to neither a film nor a series. */
  unmatched: flag('unmatched'),
  page: pageParam,
  limit: limitParam(25, 100),
});
export type AdminReleaseQuery = z.infer<typeof adminReleaseQuerySchema>;

const idRef = z.number().int();

/** One release as the admins' list shows it, with what it is linked to. */
export const adminReleaseSchema = z
  .object({
    id: z.number().int(),
    guid: z.string(),
    name: z.string(),
    category: z.enum(releaseCategories),
    newznabCategory: z.number().int().nullable(),
    parsedTitle: z.string(),
    parsedYear: z.number().int().nullable(),
    parsedSeason: z.number().int().nullable(),
    parsedEpisode: z.number().int().nullable(),
    parsedResolution: z.string().nullable(),
    parsedGroup: z.string().nullable(),
    size: z.number(),
    hasNfo: z.boolean(),
    grabs: z.number().int(),
    createdAt: z.string(),
    movieId: idRef.nullable(),
    movie: z
      .object({ id: idRef, slug: z.string(), title: z.string(), year: z.number().int().nullable() })
      .nullable(),
    seriesId: idRef.nullable(),
    series: z.object({ id: idRef, slug: z.string(), title: z.string() }).nullable(),
    seasonId: idRef.nullable(),
    episodeId: idRef.nullable(),
    episode: z
      .object({
        id: idRef,
        seasonNumber: z.number().int(),
        episodeNumber: z.number().int(),
        title: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminRelease' });
export type AdminRelease = z.infer<typeof adminReleaseSchema>;

export const adminReleasePageSchema = z
  .object({
    releases: z.array(adminReleaseSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'AdminReleasePage' });
export type AdminReleasePage = z.infer<typeof adminReleasePageSchema>;

const linkId = z.number().int().positive('Die ID muss größer als 0 sein').max(2_147_483_647).nullable();

/**
 * PUT /admin/releases/{id}: any of name, category and links. A film link
 * clears the series links; an episode link sets its series and season;
 * null removes a link.
 */
export const adminReleaseUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3, 'Der Name muss mindestens 3 Zeichen lang sein')
      .max(500, 'Der Name darf höchstens 500 Zeichen lang sein')
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Der Name darf keine Steuerzeichen enthalten'),
    category: z.enum(releaseCategories, {
      message: `category muss einer von ${releaseCategories.join(', ')} sein`,
    }),
    movieId: linkId,
    seriesId: linkId,
    episodeId: linkId,
  })
  .partial()
  .strict()
  .meta({ id: 'AdminReleaseUpdate' });
export type AdminReleaseUpdate = z.infer<typeof adminReleaseUpdateSchema>;

export const adminRematchBodySchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1, 'Bitte mindestens ein Release angeben.')
      .max(500, 'Höchstens 500 Releases auf einmal'),
  })
  .strict()
  .meta({ id: 'AdminRematchBody' });
export type AdminRematchBody = z.infer<typeof adminRematchBodySchema>;

export const adminRematchResultSchema = z
  .object({
    /** Releases looked at (unknown ids are left out). */
    checked: z.number().int(),
    /** Releases whose links changed. */
    linked: z.number().int(),
    results: z.array(
      z.object({
        id: z.number().int(),
        matched: z.enum(['movie', 'series', 'episode']).nullable(),
        changed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminRematchResult' });
export type AdminRematchResult = z.infer<typeof adminRematchResultSchema>;
