import { useQuery } from '@tanstack/react-query';
import { fetchStats } from './stats.api';

export const statsQueryKey = ['stats'] as const;

/** Public statistics; the server caches them, so five minutes of staleness is fine. */
export function useStats() {
  return useQuery({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => fetchStats(signal),
    staleTime: 5 * 60_000,
  });
}
