import { useQuery } from '@tanstack/react-query';
import { fetchChangelog } from './changelog.api';

/** The changelog is only fetched while the dialog is open (`enabled`). */
export function useChangelog(enabled: boolean) {
  return useQuery({
    queryKey: ['changelog'],
    queryFn: ({ signal }) => fetchChangelog(signal),
    enabled,
  });
}
