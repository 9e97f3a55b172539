import type { MembershipHistory, PlanList, Subscription } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export const HISTORY_PAGE_SIZE = 25;

export const subscriptionKeys = {
  plans: ['plans'] as const,
  current: [ACCOUNT_QUERY_PREFIX, 'subscription'] as const,
  histories: [ACCOUNT_QUERY_PREFIX, 'subscription-history'] as const,
  history: (page: number) => [ACCOUNT_QUERY_PREFIX, 'subscription-history', page] as const,
};

// Personal answers: never from a cache in between.
function headers(session: Session) {
  return { ...authHeaders(session), 'Cache-Control': 'no-cache' };
}

/** GET /plans/public: sent without a token (spec 000 §7). */
export function fetchPlans(signal?: AbortSignal): Promise<PlanList> {
  return bodyOf(api.GET('/api/plans/public', { signal }));
}

export function fetchSubscription(session: Session, signal?: AbortSignal): Promise<Subscription> {
  return bodyOf(api.GET('/api/subscriptions/current', { headers: headers(session), signal }));
}

export function fetchSubscriptionHistory(
  session: Session,
  page: number,
  signal?: AbortSignal,
): Promise<MembershipHistory> {
  return bodyOf(
    api.GET('/api/subscriptions/history', {
      headers: headers(session),
      params: { query: { page, limit: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
}

export function startTrial(session: Session): Promise<Subscription> {
  return bodyOf(api.POST('/api/subscriptions/trial', { headers: authHeaders(session) }));
}
