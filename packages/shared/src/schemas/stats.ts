import { z } from 'zod';

/** Public statistics shown in the footer (spec 000 §3). totalSize is in bytes. */
export const publicStatsSchema = z
  .object({
    movieCount: z.number().int().nonnegative(),
    seriesCount: z.number().int().nonnegative(),
    releaseCount: z.number().int().nonnegative(),
    userCount: z.number().int().nonnegative(),
    totalSize: z.number().nonnegative(),
  })
  .meta({ id: 'PublicStats' });
export type PublicStats = z.infer<typeof publicStatsSchema>;
