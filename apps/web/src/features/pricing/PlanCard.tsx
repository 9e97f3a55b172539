import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { Plan } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

const t = de.plans;

/** The price line's second part: the period of a paid plan, the trial (or 'dauerhaft') for Basic. */
function periodOf(plan: Plan, trialDays: number): string {
  if (plan.durationMonths !== null) return t.period(plan.durationMonths);
  return trialDays > 0 ? t.trialPeriod(trialDays) : t.forever;
}

/** The plan's features, then its limits as this server enforces them. */
export function planFeatures(plan: Plan): string[] {
  return [...plan.features, t.downloads(plan.limits.downloadsPerDay), t.api(plan.limits.apiRequestsPerDay)];
}

export interface PlanCardProps {
  plan: Plan;
  trialDays: number;
  /** The card's button or link. */
  action: ReactNode;
}

/** One plan of the pricing and plans pages, from GET /plans/public. */
export function PlanCard({ plan, trialDays, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border p-6 ${
        plan.highlighted
          ? 'border-brand-400 bg-ink-800 shadow-xl shadow-brand-500/10'
          : 'border-ink-700 bg-ink-900/70'
      }`}
    >
      {plan.highlighted ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-400 px-3 py-0.5 text-xs font-bold text-ink-950">
          {de.pricing.popular}
        </span>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold text-white">
        {plan.name}
      </h2>
      <p className="mt-3 text-3xl font-extrabold text-white">
        {plan.priceCents === 0 ? t.free : t.price(plan.priceCents)}
      </p>
      <p className="text-sm text-ink-300">{periodOf(plan, trialDays)}</p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-ink-100">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
