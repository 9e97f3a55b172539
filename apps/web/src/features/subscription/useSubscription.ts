import { useQuery } from '@tanstack/react-query';
import type { Session } from '../../lib/session';
import { fetchSubscription, subscriptionKeys } from './subscription.api';

/** GET /subscriptions/current for the signed-in member. */
export function useSubscription(session: Session | null) {
  return useQuery({
    queryKey: subscriptionKeys.current,
    queryFn: ({ signal }) => fetchSubscription(session!, signal),
    enabled: session !== null,
  });
}
