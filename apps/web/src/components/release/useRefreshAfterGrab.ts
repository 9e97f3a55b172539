import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';
import { useSessionActions } from '../../lib/useSession';
import { memberKeys } from './release-files.api';

/**
 * After a download (single or zip): the limits and the history are stale, and the
 * profile is refreshed — a failure of that refresh is ignored (spec 001 §7).
 */
export function useRefreshAfterGrab() {
  const queryClient = useQueryClient();
  const { updateUser } = useSessionActions();
  return useCallback(
    (session: Session) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.limits });
      void queryClient.invalidateQueries({ queryKey: memberKeys.history });
      bodyOf(api.GET('/api/users/profile', { headers: authHeaders(session) })).then(
        updateUser,
        () => undefined,
      );
    },
    [queryClient, updateUser],
  );
}
