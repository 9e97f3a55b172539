import { Crown } from 'lucide-react';
import type { Subscription } from '@nzbkino/api-types';
import { formatDate, planDefinition } from '@nzbkino/shared';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { planFeatures } from '../pricing/PlanCard';
import { usePlans } from './usePlans';
import { useSubscription } from './useSubscription';

const t = de.subscription;

function endText(subscription: Subscription): string {
  if (subscription.plan === null) return t.adminNote;
  if (subscription.plan === 'basic') return t.basicNote;
  return subscription.endsAt ? formatDate(subscription.endsAt) : t.noEnd;
}

/** The member's plan, its end and where it came from, with the limits the plan has here. */
export function SubscriptionSummary({ session, title = t.yourPlan }: { session: Session; title?: string }) {
  const subscription = useSubscription(session);
  const plans = usePlans();
  if (subscription.isPending) return <LoadingState label={t.loading} className="py-8" />;
  if (subscription.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
        className="py-8"
      />
    );
  }
  const data = subscription.data;
  const name = data.plan ? planDefinition(data.plan).name : de.settings.tiers.ADMIN;
  const plan = plans.data?.plans.find((p) => p.id === data.plan);
  const paid = data.plan === 'premium' || data.plan === 'vip';
  return (
    <section
      aria-labelledby="subscription-summary"
      className="rounded-2xl border border-ink-700 bg-ink-900/70 p-6"
      data-testid="subscription-summary"
    >
      <h2 id="subscription-summary" className="flex items-center gap-2 text-lg font-bold text-white">
        <Crown className="size-5 text-brand-400" aria-hidden="true" />
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-ink-400">{t.planLabel}</dt>
        <dd className="font-semibold text-white">{name}</dd>
        <dt className="text-ink-400">{t.endsLabel}</dt>
        <dd className="text-ink-100">{endText(data)}</dd>
        {data.current ? (
          <>
            <dt className="text-ink-400">{t.sourceLabel}</dt>
            <dd className="text-ink-100">{t.source(data.current.source, data.current.grantedBy)}</dd>
          </>
        ) : null}
        {plan ? (
          <>
            <dt className="text-ink-400">{t.limitsLabel}</dt>
            <dd className="text-ink-100">{planFeatures(plan).slice(-2).join(' · ')}</dd>
          </>
        ) : null}
      </dl>
      {paid && data.endsAt ? <p className="mt-4 text-sm text-ink-300">{t.endNote}</p> : null}
    </section>
  );
}
