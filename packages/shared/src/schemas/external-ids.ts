import { z } from 'zod';

const positiveId = z.number().int().positive().max(2_147_483_647).nullable().optional();
const imdbId = z
  .string()
  .regex(/^tt\d{7,10}$/, 'IMDb-ID im Format tt1234567')
  .nullable()
  .optional();

/** PUT /admin/movies/{id}/external-ids: a film's IMDb id (null clears it; a missing field stays as it is). */
export const movieExternalIdsSchema = z.object({ imdbId }).meta({ id: 'MovieExternalIds' });
export type MovieExternalIds = z.infer<typeof movieExternalIdsSchema>;

/** PUT /admin/series/{id}/external-ids: the ids Newznab clients search series by. */
export const seriesExternalIdsSchema = z
  .object({ imdbId, tvdbId: positiveId, tvmazeId: positiveId, tvrageId: positiveId })
  .meta({ id: 'SeriesExternalIds' });
export type SeriesExternalIds = z.infer<typeof seriesExternalIdsSchema>;

/** The ids as stored after the change. */
export const externalIdsSchema = z
  .object({
    imdbId: z.string().nullable(),
    tmdbId: z.number().int().nullable(),
    tvdbId: z.number().int().nullable().optional(),
    tvmazeId: z.number().int().nullable().optional(),
    tvrageId: z.number().int().nullable().optional(),
  })
  .meta({ id: 'ExternalIds' });
export type ExternalIds = z.infer<typeof externalIdsSchema>;
