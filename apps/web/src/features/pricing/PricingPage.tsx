import {
  Cloud,
  Gauge,
  Headphones,
  Library,
  MonitorSmartphone,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { Plan } from '@nzbkino/api-types';
import { planOfRole } from '@nzbkino/shared';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { Button } from '../../components/ui/Button';
import { FeatureGrid } from '../../components/ui/FeatureGrid';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { usePlans } from '../subscription/usePlans';
import { PlanCard } from './PlanCard';

const FEATURE_ICONS: readonly LucideIcon[] = [
  Gauge,
  Cloud,
  ShieldCheck,
  Library,
  MonitorSmartphone,
  Headphones,
];

function PlanGrid() {
  const plans = usePlans();
  const session = useSession();
  const toast = useToast();
  // Spec 001 §2.6: the selection is Basic, and only Basic can be selected; a member's own plan is theirs.
  const selected = session ? planOfRole(session.user.role) : 'basic';
  const choose = (plan: Plan) => {
    if (plan.id !== 'basic') toast.info(de.pricing.viaAdmin);
    else toast.info(de.pricing.endsByItself);
  };

  if (plans.isPending) return <LoadingState label={de.plans.loading} />;
  if (plans.isError) {
    return (
      <ErrorState
        message={de.plans.loadFailed}
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  }
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-3">
      {plans.data.plans.map((plan) => {
        const current = plan.id === selected;
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            trialDays={plans.data.trialDays}
            action={
              <Button
                className="w-full"
                size="lg"
                variant={current || !plan.highlighted ? 'secondary' : 'primary'}
                disabled={current}
                onClick={() => choose(plan)}
              >
                {current ? de.pricing.currentPlan : de.pricing.choosePlan}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}

export default function PricingPage() {
  usePageTitle(de.pricing.title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.pricing.title }]} />
      <div className="mx-auto mt-6 max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{de.pricing.title}</h1>
        <p className="mt-4 text-lg text-ink-200">{de.pricing.intro}</p>
      </div>
      <PlanGrid />
      <section aria-labelledby="pricing-features" className="mt-20">
        <h2 id="pricing-features" className="text-center text-2xl font-bold text-white">
          {de.pricing.featuresHeading}
        </h2>
        <FeatureGrid features={de.pricing.features} icons={FEATURE_ICONS} className="mt-8" />
      </section>
      <section aria-labelledby="pricing-faq" className="mx-auto mt-20 max-w-3xl">
        <h2 id="pricing-faq" className="text-center text-2xl font-bold text-white">
          {de.pricing.faqHeading}
        </h2>
        <dl className="mt-8 space-y-3">
          {de.pricing.faq.map((item) => (
            <div key={item.question} className="rounded-xl border border-ink-700 bg-ink-900/60 p-5">
              <dt className="font-semibold text-white">{item.question}</dt>
              <dd className="mt-2 text-sm text-ink-300">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
