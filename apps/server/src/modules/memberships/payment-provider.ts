import type { MembershipSource, PaidPlanId, PlanList } from '@nzbkino/shared';

/** A request for a membership, before any provider confirmed it. */
export interface MembershipOrder {
  userId: number;
  plan: PaidPlanId;
  /** Days to add; extends a running membership of the same plan from its end. */
  days?: number | undefined;
  /** The end outright. Neither days nor endsAt: one period of the plan. */
  endsAt?: Date | undefined;
  note?: string | undefined;
  /** The administrator who decided it; null from the CLI. */
  grantedBy: number | null;
}

/** An order the provider stands behind: paid, or decided by someone allowed to. */
export interface ConfirmedOrder extends MembershipOrder {
  source: MembershipSource;
  /** The provider's own reference (a payment id), stored with the membership. */
  reference: string | null;
}

/**
 * Where paid memberships come from. A payment service (Stripe, PayPal …)
 * would offer a checkout and confirm an order from its webhook; the one
 * provider of this site is an administrator's grant, since no payment
 * service can be reached from here. The plans page asks `purchaseMode` how to
 * offer paid plans, so it never pretends to charge anybody.
 */
export interface PaymentProvider {
  readonly source: MembershipSource;
  readonly purchaseMode: PlanList['purchaseMode'];
  /** Confirms an order, or throws when the provider does not stand behind it. */
  confirm(order: MembershipOrder): Promise<ConfirmedOrder>;
}

/**
 * Memberships granted by an administrator (API or CLI). The route's admin
 * guard, or access to the server's console, is the confirmation; members ask
 * for a plan through the contact form.
 */
export class AdminGrantProvider implements PaymentProvider {
  readonly source = 'admin' as const;
  readonly purchaseMode = 'contact' as const;

  confirm(order: MembershipOrder): Promise<ConfirmedOrder> {
    return Promise.resolve({ ...order, source: this.source, reference: null });
  }
}
