import { useQuery } from '@tanstack/react-query';
import { DEFAULT_VERSION_LABEL } from '@nzbkino/shared';
import { fetchLatestVersion } from './latest-version.api';

export interface LatestVersion {
  label: string;
  isPending: boolean;
}

/** The footer's version label; any failure falls back to the default label (spec 000 §8). */
export function useLatestVersion(): LatestVersion {
  const { data, isPending } = useQuery({
    queryKey: ['changelog', 'latest-version'],
    queryFn: ({ signal }) => fetchLatestVersion(signal),
    staleTime: 5 * 60_000,
  });
  return { label: data ?? DEFAULT_VERSION_LABEL, isPending };
}
