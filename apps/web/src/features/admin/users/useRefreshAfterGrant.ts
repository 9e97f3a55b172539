import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../subscription/subscription.api';
import { adminKeys } from '../shared/admin-keys';

/**
 * The membership panel refetches the member's history after a grant; that
 * answer is the sign to reload the account (its role and end date changed) and
 * the user list. The first load of the history is no grant and is skipped.
 */
export function useRefreshAfterGrant(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const historyKey = subscriptionKeys.member(userId, 1);
    let loads = 0;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== JSON.stringify(historyKey)) return;
      loads += 1;
      if (loads > 1) void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    });
  }, [queryClient, userId]);
}
