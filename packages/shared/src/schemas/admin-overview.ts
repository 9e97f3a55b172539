import { z } from 'zod';
import { roles } from '../account-rules';
import { importOutcomes } from '../values';

const count = z.number().int();
const usage = z.object({ files: count, bytes: z.number() });

export const importLogEntrySchema = z
  .object({
    id: count,
    name: z.string(),
    status: z.enum(importOutcomes),
    /** Why a refused NZB was refused. */
    reason: z.string().nullable(),
    releaseId: count.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ImportLogEntry' });
export type ImportLogEntry = z.infer<typeof importLogEntrySchema>;

/** GET /admin/overview: the figures of the admin area's first tab; "today" is the calendar day in Berlin. */
export const adminOverviewSchema = z
  .object({
    releases: z.object({ total: count, today: count, unmatched: count }),
    catalogue: z.object({ movies: count, series: count }),
    /** NZB imports of today by outcome (upload, watch folder, CLI). */
    importsToday: z.object({ imported: count, duplicate: count, rejected: count }),
    users: z.object({
      total: count,
      byRole: z.record(z.enum(roles), count),
      suspended: count,
    }),
    grabsToday: count,
    apiCallsToday: count,
    openRequests: count,
    /** Contact form messages not yet marked done. */
    openContactMessages: count,
    lastImports: z.array(importLogEntrySchema),
    storage: z.object({
      files: count,
      bytes: z.number(),
      byKind: z.record(z.string(), usage),
      disk: z.object({ totalBytes: z.number(), freeBytes: z.number() }).nullable(),
      /** When the store was last counted (a walk of the whole store, repeated at most every few minutes). */
      countedAt: z.string(),
    }),
    /** The server's version and the label of the newest published changelog entry. */
    version: z.object({ server: z.string(), changelog: z.string() }),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
