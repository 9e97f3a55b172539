import { Check } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { de } from '../../i18n/de';

export type PlanId = 'basic' | 'premium' | 'vip';

export interface PlanCardProps {
  id: PlanId;
  selected: boolean;
  highlighted?: boolean;
  onChoose: (id: PlanId) => void;
}

export function PlanCard({ id, selected, highlighted = false, onChoose }: PlanCardProps) {
  const plan = de.pricing.plans[id];
  const headingId = `plan-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border p-6 ${
        highlighted
          ? 'border-brand-400 bg-ink-800 shadow-xl shadow-brand-500/10'
          : 'border-ink-700 bg-ink-900/70'
      }`}
    >
      {highlighted ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-400 px-3 py-0.5 text-xs font-bold text-ink-950">
          {de.pricing.popular}
        </span>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold text-white">
        {plan.name}
      </h2>
      <p className="mt-3 text-3xl font-extrabold text-white">{plan.price}</p>
      <p className="text-sm text-ink-300">{plan.period}</p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-ink-100">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        size="lg"
        variant={selected || !highlighted ? 'secondary' : 'primary'}
        disabled={selected}
        onClick={() => onChoose(id)}
      >
        {selected ? de.pricing.currentPlan : de.pricing.choosePlan}
      </Button>
    </article>
  );
}
