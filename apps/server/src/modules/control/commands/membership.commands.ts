import { z } from 'zod';
import { formatDate, MAX_GRANT_DAYS, paidPlanIds } from '@nzbkino/shared';
import { defineCommand } from '../command';

/**
 * `grant-membership`: an operator grants or extends Premium or VIP from the
 * console (the admin-grant payment provider, as POST /api/admin/users/{id}/membership).
 */
export const grantMembershipCommand = defineCommand({
  name: 'grant-membership',
  args: z.object({
    identifier: z.string().min(1).max(320),
    plan: z.enum(paidPlanIds),
    days: z.number().int().min(1).max(MAX_GRANT_DAYS).nullable(),
    endsAt: z.iso.datetime().nullable(),
  }),
  async run({ services }, { identifier, plan, days, endsAt }, report) {
    const user = await services.users.findByIdentifier(identifier);
    const result = await services.memberships.grant({
      userId: user.id,
      plan,
      days: days ?? undefined,
      endsAt: endsAt ? new Date(endsAt) : undefined,
      grantedBy: null,
    });
    const { membership } = result;
    report.print(
      `${result.user.username}: ${plan === 'vip' ? 'VIP' : 'Premium'} vom ${formatDate(membership.startsAt)} ` +
        `bis ${formatDate(membership.endsAt)} (Mitgliedschaft endet ${formatDate(result.user.membershipExpiresAt ?? membership.endsAt)}).`,
    );
    return { membershipId: membership.id, endsAt: membership.endsAt };
  },
});
