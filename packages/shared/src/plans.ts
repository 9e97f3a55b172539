/**
 * The membership plans of spec 001 §2.6 and §9, as data: the pricing page,
 * the plans API and the grants read them. Without zod, so the web shell can
 * import them. The limits of a plan are not here: they are the download and
 * API limits of its role, which the server reads from its configuration and
 * hands out with the plans (GET /api/plans/public).
 */
export const planIds = ['basic', 'premium', 'vip'] as const;
export type PlanId = (typeof planIds)[number];

/** The plans a membership can hold; Basic is what an account has without one. */
export const paidPlanIds = ['premium', 'vip'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

/**
 * Where a membership came from: an administrator's grant (the one payment
 * provider today) or the member's one free trial.
 */
export const membershipSources = ['admin', 'trial'] as const;
export type MembershipSource = (typeof membershipSources)[number];

/** The role a plan gives its member (spec 000 §1: USER is Basic). */
export type PlanRole = 'USER' | 'PREMIUM' | 'VIP';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  role: PlanRole;
  /** Euro cents; 0 for the free plan. */
  priceCents: number;
  /** How long one purchase runs; null for the free plan. */
  durationMonths: number | null;
  /** The plan's features as the pricing page lists them (spec 001 §9); the limits are added from configuration. */
  features: readonly string[];
  highlighted: boolean;
}

export const planDefinitions: readonly PlanDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    role: 'USER',
    priceCents: 0,
    durationMonths: null,
    features: ['720p-Qualität', 'Nur Desktop', 'Community-Support'],
    highlighted: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    role: 'PREMIUM',
    priceCents: 1999,
    durationMonths: 1,
    features: [
      'Full HD (1080p)',
      'Alle Releases',
      'Filme und TV-Serien',
      'Desktop und Mobil',
      '24/7-Support',
    ],
    highlighted: true,
  },
  {
    id: 'vip',
    name: 'VIP',
    role: 'VIP',
    priceCents: 3999,
    durationMonths: 3,
    features: ['4K Ultra HD', 'Exklusive Releases', 'Alle Geräte', 'Prioritäts-Support'],
    highlighted: false,
  },
];

/** The plan the one free trial of an account runs on ("Basic … 7-day trial", spec 001 §9). */
export const TRIAL_PLAN: PaidPlanId = 'premium';

export function planDefinition(id: PlanId): PlanDefinition {
  const plan = planDefinitions.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** The plan an effective role stands for; ADMIN holds no plan (null). */
export function planOfRole(role: string): PlanId | null {
  switch (role.toUpperCase()) {
    case 'PREMIUM':
      return 'premium';
    case 'VIP':
      return 'vip';
    case 'ADMIN':
      return null;
    default:
      return 'basic';
  }
}
