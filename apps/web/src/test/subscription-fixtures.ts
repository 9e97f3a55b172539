import type { Membership, PlanList, Subscription } from '@nzbkino/api-types';

/** GET /api/plans/public as a server with the default limits answers it. */
export function planList(overrides: Partial<PlanList> = {}): PlanList {
  return {
    plans: [
      {
        id: 'basic',
        name: 'Basic',
        role: 'USER',
        priceCents: 0,
        currency: 'EUR',
        durationMonths: null,
        features: ['720p-Qualität', 'Nur Desktop', 'Community-Support'],
        highlighted: false,
        limits: { downloadsPerDay: 10, apiRequestsPerDay: 0 },
      },
      {
        id: 'premium',
        name: 'Premium',
        role: 'PREMIUM',
        priceCents: 1999,
        currency: 'EUR',
        durationMonths: 1,
        features: [
          'Full HD (1080p)',
          'Alle Releases',
          'Filme und TV-Serien',
          'Desktop und Mobil',
          '24/7-Support',
        ],
        highlighted: true,
        limits: { downloadsPerDay: null, apiRequestsPerDay: 2500 },
      },
      {
        id: 'vip',
        name: 'VIP',
        role: 'VIP',
        priceCents: 3999,
        currency: 'EUR',
        durationMonths: 3,
        features: ['4K Ultra HD', 'Exklusive Releases', 'Alle Geräte', 'Prioritäts-Support'],
        highlighted: false,
        limits: { downloadsPerDay: null, apiRequestsPerDay: null },
      },
    ],
    trialDays: 7,
    purchaseMode: 'contact',
    ...overrides,
  };
}

export function membership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 1,
    plan: 'premium',
    startsAt: '2026-11-01T10:00:00.000Z',
    endsAt: '2026-12-01T10:00:00.000Z',
    source: 'admin',
    grantedBy: 'chefin',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/subscriptions/current of a Basic member who may still try Premium. */
export function basicSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'basic',
    role: 'USER',
    endsAt: null,
    current: null,
    trial: { available: true, days: 7 },
    ...overrides,
  };
}

export function premiumSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'premium',
    role: 'PREMIUM',
    endsAt: '2026-12-01T10:00:00.000Z',
    current: membership(),
    trial: { available: false, days: 7 },
    ...overrides,
  };
}
