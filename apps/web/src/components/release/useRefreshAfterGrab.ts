import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';
import { useSessionActions } from '../../lib/useSession';
import { memberKeys } from './release-files.api';

/** Queries whose releases show grab counts: release lists, a film's and a series' release tables. */
function showsGrabCounts({ queryKey: [scope, part] }: { queryKey: readonly unknown[] }): boolean {
  return (
    scope === 'releases' ||
    (scope === 'movies' && part === 'releases') ||
    (scope === 'series' && (part === 'episodes' || part === 'unassigned'))
  );
}

/**
 * After a download (single or zip): the limits, the history and the grab counts
 * on screen are stale, and the profile is refreshed — a failure of that refresh
 * is ignored (spec 001 §7). The refetches bypass the browser's HTTP cache
 * (fresh-reads.ts), so they show the grab just counted.
 */
export function useRefreshAfterGrab() {
  const queryClient = useQueryClient();
  const { updateUser } = useSessionActions();
  return useCallback(
    (session: Session) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.limits });
      void queryClient.invalidateQueries({ queryKey: memberKeys.history });
      void queryClient.invalidateQueries({ predicate: showsGrabCounts });
      bodyOf(api.GET('/api/users/profile', { headers: authHeaders(session) })).then(
        updateUser,
        () => undefined,
      );
    },
    [queryClient, updateUser],
  );
}
