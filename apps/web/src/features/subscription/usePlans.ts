import { useQuery } from '@tanstack/react-query';
import { fetchPlans, subscriptionKeys } from './subscription.api';

/** GET /plans/public: the plans with this server's limits, the trial and how paid plans are obtained. */
export function usePlans() {
  return useQuery({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => fetchPlans(signal),
    staleTime: 60_000,
  });
}
