import type { PublicStats } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';

export const EMPTY_STATS: PublicStats = {
  movieCount: 0,
  seriesCount: 0,
  releaseCount: 0,
  userCount: 0,
  totalSize: 0,
};

export function fetchStats(signal?: AbortSignal): Promise<PublicStats> {
  return bodyOf(api.GET('/api/stats', { signal }));
}
