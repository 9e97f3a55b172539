import type { Membership } from '@nzbkino/shared';
import type { MembershipView } from './memberships.repository';

/** A membership as the API shows it; its status is judged at `now`. */
export function toMembership(row: MembershipView, now: Date): Membership {
  const status = row.endsAt <= now ? 'ended' : row.startsAt > now ? 'upcoming' : 'active';
  return {
    id: row.id,
    plan: row.plan,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    source: row.source,
    grantedBy: row.grantedByName,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}
