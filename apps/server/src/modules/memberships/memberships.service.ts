import {
  membershipMessages,
  planDefinition,
  planOfRole,
  TRIAL_PLAN,
  type MembershipGrantResult,
  type MembershipHistory,
  type MembershipHistoryQuery,
  type PaidPlanId,
  type Subscription,
} from '@nzbkino/shared';
import type { MembershipConfig } from '../../config';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import { HttpError } from '../../lib/http-errors';
import { effectiveRole, type AuthUser } from '../auth/auth.service';
import type { Notifier } from '../notifications/notifier';
import { toMembership } from './membership-view';
import type { MemberAccount, MembershipsRepository } from './memberships.repository';
import type { ConfirmedOrder, MembershipOrder, PaymentProvider } from './payment-provider';

const DAY_MS = 86_400_000;

/** `months` calendar months later; 31 January + 1 month is the last day of February, not 3 March. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCMonth(result.getUTCMonth() + months);
  if (result.getUTCDate() < day) result.setUTCDate(0);
  return result;
}

/** The paid plan an account holds at `now` and when it ends (null: no end); null for Basic and admins. */
function runningPlan(account: MemberAccount, now: Date): { plan: PaidPlanId; end: Date | null } | null {
  const role = effectiveRole(account, now);
  if (role !== 'PREMIUM' && role !== 'VIP') return null;
  return { plan: role === 'PREMIUM' ? 'premium' : 'vip', end: account.membershipExpiresAt };
}

/**
 * Where a new membership starts and ends. Days and the plan's own period
 * extend a running membership of the same plan from its end; anything else
 * starts now and replaces what runs.
 */
function spanOf(order: MembershipOrder, running: ReturnType<typeof runningPlan>, now: Date) {
  const runningEnd = running?.plan === order.plan ? running.end : null;
  if (order.endsAt) {
    return { startsAt: runningEnd && runningEnd < order.endsAt ? runningEnd : now, endsAt: order.endsAt };
  }
  const startsAt = runningEnd ?? now;
  const endsAt = order.days
    ? new Date(startsAt.getTime() + order.days * DAY_MS)
    : addMonths(startsAt, planDefinition(order.plan).durationMonths ?? 1);
  return { startsAt, endsAt };
}

/**
 * Memberships: granted through the payment provider, the one free trial,
 * what the member sees. Each change records a membership and sets the
 * account's role and end date in one transaction under the member's row
 * lock; the role is judged by that end date at every request
 * (effectiveRole), so an ended membership is Basic at once, without a job.
 */
export class MembershipService {
  constructor(
    private readonly repository: MembershipsRepository,
    private readonly provider: PaymentProvider,
    private readonly notifier: Notifier,
    private readonly config: MembershipConfig,
    // Nothing an admin does is silent: grants from the admin area are audited.
    private readonly audit: Pick<AuditLog, 'record'> | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get purchaseMode() {
    return this.provider.purchaseMode;
  }

  get trialDays() {
    return this.config.trialDays;
  }

  /** Grants or extends a membership through the payment provider (today: an administrator's grant). */
  async grant(order: MembershipOrder, actor?: AuditActor): Promise<MembershipGrantResult> {
    if (order.endsAt && order.endsAt <= this.clock())
      throw new HttpError(400, membershipMessages.endsAtInPast);
    const result = await this.record(await this.provider.confirm(order));
    if (actor && this.audit) {
      const { plan, startsAt, endsAt } = result.membership;
      await this.audit.record(actor, {
        action: 'membership.grant',
        entityType: 'user',
        entityId: order.userId,
        before: null,
        after: { plan, startsAt, endsAt, role: result.user.role, note: order.note ?? null },
      });
    }
    return result;
  }

  /** The one free trial of an account: Premium for the configured days, only without any membership before. */
  async startTrial(user: AuthUser): Promise<Subscription> {
    if (this.config.trialDays === 0) throw new HttpError(409, membershipMessages.trialOff);
    const result = await this.record({
      userId: user.id,
      plan: TRIAL_PLAN,
      days: this.config.trialDays,
      grantedBy: null,
      source: 'trial',
      reference: null,
    });
    return this.current({ ...user, ...result.user });
  }

  private async record(order: ConfirmedOrder): Promise<MembershipGrantResult> {
    const now = this.clock();
    const done = await this.repository.forUser(order.userId, async (tx) => {
      const account = await tx.account(order.userId);
      if (!account) return null;
      if (account.role === 'ADMIN') throw new HttpError(409, membershipMessages.adminHasAllRights);
      const running = runningPlan(account, now);
      if (order.source === 'trial') {
        if (await tx.hasTrial(order.userId)) throw new HttpError(409, membershipMessages.trialUsed);
        if (running || (await tx.countFor(order.userId)) > 0)
          throw new HttpError(409, membershipMessages.trialNotForMembers);
      }
      const { startsAt, endsAt } = spanOf(order, running, now);
      await tx.cutAt(order.userId, startsAt);
      const row = await tx.insert({
        userId: order.userId,
        plan: order.plan,
        startsAt,
        endsAt,
        source: order.source,
        reference: order.reference,
        grantedBy: order.grantedBy,
        note: order.note ?? null,
      });
      // Only the one-trial rule can refuse the insert (a race of two trial requests).
      if (!row) throw new HttpError(409, membershipMessages.trialUsed);
      const updated = await tx.setAccountMembership(order.userId, planDefinition(order.plan).role, endsAt);
      const view = await tx.byId(row.id);
      if (!updated || !view) throw new Error('membership vanished inside its own transaction');
      return { updated, view };
    });
    if (!done?.value) throw new HttpError(404, membershipMessages.userNotFound);
    const { updated, view } = done.value;
    const name = planDefinition(view.plan).name;
    await this.notifier.notify([
      {
        userId: updated.id,
        type: 'subscription',
        title: membershipMessages.grantedTitle(name),
        message: membershipMessages.grantedMessage(name, view.endsAt),
      },
    ]);
    return {
      membership: toMembership(view, now),
      user: {
        id: updated.id,
        username: updated.username,
        role: effectiveRole(updated, now),
        membershipExpiresAt: updated.membershipExpiresAt?.toISOString() ?? null,
      },
    };
  }

  /** The member's plan now, the membership that runs and whether the trial is still open. */
  async current(user: Pick<AuthUser, 'id' | 'role' | 'membershipExpiresAt'>): Promise<Subscription> {
    const now = this.clock();
    const plan = planOfRole(user.role);
    const paid = plan === 'premium' || plan === 'vip';
    const [running, held] = await Promise.all([
      paid ? this.repository.runningAt(user.id, now) : undefined,
      this.repository.countFor(user.id),
    ]);
    return {
      plan,
      role: user.role,
      endsAt: paid ? user.membershipExpiresAt : null,
      current: running && running.plan === plan ? toMembership(running, now) : null,
      trial: {
        available: this.config.trialDays > 0 && plan === 'basic' && held === 0,
        days: this.config.trialDays,
      },
    };
  }

  /** Every membership of the member, the latest start first. */
  async history(userId: number, query: MembershipHistoryQuery): Promise<MembershipHistory> {
    const now = this.clock();
    const { page, limit } = query;
    const [rows, total] = await Promise.all([
      this.repository.page(userId, limit, (page - 1) * limit),
      this.repository.countFor(userId),
    ]);
    return {
      data: rows.map((row) => toMembership(row, now)),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalItems: total,
      limit,
    };
  }
}
