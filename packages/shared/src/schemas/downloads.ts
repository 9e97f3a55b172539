import { z } from 'zod';
import { roles } from '../account-rules';
import { grabChannels } from '../values';
import { decimalOnly, idPathParam, limitParam, pageParam } from './pagination';
import { releaseSchema } from './release';

export const releaseIdParamsSchema = z.object({ id: idPathParam });

/** GET /cart/limits: the member's allowance in the rolling 24 hours (spec 000 §6, 001 §9). */
export const downloadLimitsSchema = z
  .object({
    role: z.enum(roles),
    /** Counted downloads in the last 24 hours (re-downloads within 7 days do not count). */
    used: z.number().int(),
    /** Downloads per 24 hours; null means unlimited. */
    limit: z.number().int().nullable(),
    /** Downloads left now; null means unlimited. */
    remaining: z.number().int().nullable(),
    /** When the oldest counted download leaves the window and frees a slot (ISO); null when none is used. */
    resetsAt: z.string().nullable(),
    windowHours: z.number().int(),
    /** A release downloaded again within this many days does not count again. */
    redownloadDays: z.number().int(),
  })
  .meta({ id: 'DownloadLimits' });
export type DownloadLimits = z.infer<typeof downloadLimitsSchema>;

/** POST /releases/{id}/download-link: a short-lived GET address of the NZB, for a new tab. */
export const downloadLinkSchema = z
  .object({
    /** Path under the site, e.g. /api/releases/12/nzb?uid=3&exp=…&sig=… */
    url: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'DownloadLink' });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** The query of a signed NZB link; bad values are a 400, a wrong signature a 403. */
export const signedNzbQuerySchema = z.object({
  uid: idPathParam,
  exp: decimalOnly(z.coerce.number({ message: 'exp muss eine Zahl sein' }).int().min(0).max(99_999_999_999)),
  sig: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'sig ist ungültig'),
});

export const grabChannelSchema = z.enum(grabChannels);

/** One entry of 'Meine Downloads'. */
export const grabHistoryItemSchema = z
  .object({
    id: z.number().int(),
    /** Null once the release was deleted. */
    releaseId: z.number().int().nullable(),
    name: z.string(),
    size: z.number(),
    group: z.string().nullable(),
    createdAt: z.string(),
    channel: grabChannelSchema,
    /** False for a re-download within 7 days, which did not count against the limit. */
    counted: z.boolean(),
    /** Whether the release still exists and can be downloaded again. */
    available: z.boolean(),
  })
  .meta({ id: 'GrabHistoryItem' });
export type GrabHistoryItem = z.infer<typeof grabHistoryItemSchema>;

export const grabHistoryQuerySchema = z.object({ page: pageParam, limit: limitParam(25, 100) });
export type GrabHistoryQuery = z.infer<typeof grabHistoryQuerySchema>;

export const grabHistoryPageSchema = z
  .object({
    data: z.array(grabHistoryItemSchema),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'GrabHistoryPage' });
export type GrabHistoryPage = z.infer<typeof grabHistoryPageSchema>;

/** POST /cart (the episode page's form of adding, spec 001 §7). */
export const cartAddBodySchema = z.object({ releaseId: idPathParam });

/** Answers of the cart's changes; clients read success (spec 001 §7). */
export const cartChangeSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    /** Releases in the cart after the change. */
    count: z.number().int(),
  })
  .meta({ id: 'CartChange' });
export type CartChange = z.infer<typeof cartChangeSchema>;

/** GET /cart/releases: the cart, newest first. */
export const cartSchema = z
  .object({
    releases: z.array(releaseSchema),
    count: z.number().int(),
    maxItems: z.number().int(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** GET /api/nfo/{file} and /api/nfo/view/{file}: `{guid}.nfo`, the last segment of a release's nfoPath. */
export const nfoFileParamsSchema = z.object({ file: z.string().max(200) });

export const nfoViewQuerySchema = z.object({ token: z.string().max(2000).optional() });

/** POST /nfo/{file}/view-token: a short-lived token for the NFO frame's address. */
export const nfoViewTokenSchema = z
  .object({ token: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'NfoViewToken' });
export type NfoViewToken = z.infer<typeof nfoViewTokenSchema>;
