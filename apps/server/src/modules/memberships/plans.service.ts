import { planDefinitions, type PlanList, type Role } from '@nzbkino/shared';

/** The limits a role has, from the very services that enforce them. */
export interface RoleLimits {
  downloadsPerDay(role: Role): Promise<number | null>;
  apiRequestsPerDay(role: Role): Promise<number | null>;
}

/**
 * The plans as the pricing and plans pages show them: the plan data of
 * packages/shared with the download and API limits of each plan's role, read
 * from the grab and API-limit services, so the page can never promise other
 * limits than the server enforces.
 */
export class PlansService {
  constructor(
    private readonly limits: RoleLimits,
    private readonly offer: { trialDays: number; purchaseMode: PlanList['purchaseMode'] },
  ) {}

  /** The limits come from the site settings, which an admin may change at any time. */
  async list(): Promise<PlanList> {
    return {
      plans: await Promise.all(
        planDefinitions.map(async (plan) => ({
          id: plan.id,
          name: plan.name,
          role: plan.role,
          priceCents: plan.priceCents,
          currency: 'EUR' as const,
          durationMonths: plan.durationMonths,
          features: [...plan.features],
          highlighted: plan.highlighted,
          limits: {
            downloadsPerDay: await this.limits.downloadsPerDay(plan.role),
            apiRequestsPerDay: await this.limits.apiRequestsPerDay(plan.role),
          },
        })),
      ),
      trialDays: this.offer.trialDays,
      purchaseMode: this.offer.purchaseMode,
    };
  }
}
