import { z } from 'zod';
import { titleRequestKinds, titleRequestStatuses } from '../values';
import { idPathParam, limitParam, pageParam } from './pagination';

/** The years a free title may be requested for (the first films are from 1888); the web form checks the same. */
export const REQUEST_YEAR_MIN = 1888;
export const requestYearMax = () => new Date().getUTCFullYear() + 5;

/**
 * POST /requests: a catalogue title (movieId or seriesId), or a free title
 * (and year) for one the catalogue lacks.
 */
export const titleRequestBodySchema = z
  .object({
    kind: z.enum(titleRequestKinds),
    movieId: z.number().int().positive().max(2_147_483_647).optional(),
    seriesId: z.number().int().positive().max(2_147_483_647).optional(),
    title: z.string().trim().max(200, 'Der Titel darf höchstens 200 Zeichen lang sein').optional(),
    year: z
      .number()
      .int()
      .min(REQUEST_YEAR_MIN, 'Das Jahr ist zu früh')
      .max(requestYearMax(), 'Das Jahr liegt zu weit in der Zukunft')
      .optional(),
    note: z.string().trim().max(500, 'Die Notiz darf höchstens 500 Zeichen lang sein').optional(),
  })
  .meta({ id: 'TitleRequestBody' });
export type TitleRequestBody = z.infer<typeof titleRequestBodySchema>;

export const titleRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(titleRequestKinds),
    movieId: z.number().int().nullable(),
    seriesId: z.number().int().nullable(),
    /** The title's page when it is in the catalogue. */
    link: z.string().nullable(),
    title: z.string(),
    year: z.number().int().nullable(),
    note: z.string().nullable(),
    status: z.enum(titleRequestStatuses),
    /** Why an admin rejected it. */
    reason: z.string().nullable(),
    releaseId: z.number().int().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    /** Who asked: only in the admins' list. */
    username: z.string().optional(),
  })
  .meta({ id: 'TitleRequest' });
export type TitleRequest = z.infer<typeof titleRequestSchema>;

export const ownTitleRequestsSchema = z
  .object({
    requests: z.array(titleRequestSchema),
    openCount: z.number().int(),
    /** Most open requests a member may have at once. */
    openLimit: z.number().int(),
  })
  .meta({ id: 'OwnTitleRequests' });
export type OwnTitleRequests = z.infer<typeof ownTitleRequestsSchema>;

export const titleRequestPageSchema = z
  .object({
    requests: z.array(titleRequestSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'TitleRequestPage' });

export const adminTitleRequestQuerySchema = z.object({
  status: z
    .enum(titleRequestStatuses, { message: 'status muss open, fulfilled oder rejected sein' })
    .optional(),
  page: pageParam,
  limit: limitParam(25, 100),
});

export const titleRequestResolveBodySchema = z
  .object({
    status: z.enum(titleRequestStatuses),
    reason: z.string().trim().max(500, 'Die Begründung darf höchstens 500 Zeichen lang sein').optional(),
    /** Fulfilled with this release (the member's notification and the request link to it). */
    releaseId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .meta({ id: 'TitleRequestResolveBody' });
export type TitleRequestResolveBody = z.infer<typeof titleRequestResolveBodySchema>;

export const titleRequestIdParamsSchema = z.object({ id: idPathParam });
