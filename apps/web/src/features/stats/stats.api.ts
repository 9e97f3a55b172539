import type { PublicStats } from '@nzbkino/shared';
import { getJson, type ResponseSchema } from '../../lib/api-client';

export const EMPTY_STATS: PublicStats = {
  movieCount: 0,
  seriesCount: 0,
  releaseCount: 0,
  userCount: 0,
  totalSize: 0,
};

const STAT_KEYS = Object.keys(EMPTY_STATS) as (keyof PublicStats)[];

// Mirrors publicStatsSchema by hand: the footer loads on every page and importing
// the zod schema here would put all of zod into the first download.
const publicStatsResponse: ResponseSchema<PublicStats> = {
  safeParse(body) {
    if (typeof body !== 'object' || body === null) return { success: false };
    const record = body as Record<string, unknown>;
    const valid = STAT_KEYS.every((key) => {
      const value = record[key];
      return typeof value === 'number' && Number.isFinite(value) && value >= 0;
    });
    if (!valid) return { success: false };
    const data = { ...EMPTY_STATS };
    for (const key of STAT_KEYS) data[key] = record[key] as number;
    return { success: true, data };
  },
};

export function fetchStats(signal?: AbortSignal): Promise<PublicStats> {
  return getJson('/stats', publicStatsResponse, { signal });
}
