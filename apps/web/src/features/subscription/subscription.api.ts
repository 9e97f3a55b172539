import type {
  MembershipGrantResult,
  RequestBody,
  MembershipHistory,
  PlanList,
  Subscription,
} from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export const HISTORY_PAGE_SIZE = 25;

/** The body of POST /admin/users/{id}/membership: plan, and days or endsAt (neither: one plan period). */
export type MembershipGrantBody = RequestBody<'/api/admin/users/{id}/membership', 'post'>;

export const subscriptionKeys = {
  plans: ['plans'] as const,
  current: [ACCOUNT_QUERY_PREFIX, 'subscription'] as const,
  histories: [ACCOUNT_QUERY_PREFIX, 'subscription-history'] as const,
  history: (page: number) => [ACCOUNT_QUERY_PREFIX, 'subscription-history', page] as const,
  member: (userId: number, page: number) =>
    [ACCOUNT_QUERY_PREFIX, 'admin-memberships', userId, page] as const,
  members: [ACCOUNT_QUERY_PREFIX, 'admin-memberships'] as const,
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

/** Admin: one member's memberships. */
export function fetchMemberMemberships(
  session: Session,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<MembershipHistory> {
  return bodyOf(
    api.GET('/api/admin/users/{id}/memberships', {
      headers: headers(session),
      params: { path: { id: userId }, query: { page, limit: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
}

/** Admin: grant or extend Premium or VIP (the admin-grant payment provider). */
export function grantMembership(
  session: Session,
  userId: number,
  body: MembershipGrantBody,
): Promise<MembershipGrantResult> {
  return bodyOf(
    api.POST('/api/admin/users/{id}/membership', {
      headers: authHeaders(session),
      params: { path: { id: userId } },
      body,
    }),
  );
}
