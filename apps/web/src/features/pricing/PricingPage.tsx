import { useState } from 'react';
import {
  Cloud,
  Gauge,
  Headphones,
  Library,
  MonitorSmartphone,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useToast } from '../../components/ui/toast/useToast';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { FeatureGrid } from '../../components/ui/FeatureGrid';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { PlanCard, type PlanId } from './PlanCard';

const FEATURE_ICONS: readonly LucideIcon[] = [
  Gauge,
  Cloud,
  ShieldCheck,
  Library,
  MonitorSmartphone,
  Headphones,
];
const PLANS: readonly PlanId[] = ['basic', 'premium', 'vip'];

export default function PricingPage() {
  usePageTitle(de.pricing.title);
  const toast = useToast();
  // Spec 001 §2.6: the selection starts as basic, and only basic can be selected.
  const [selected, setSelected] = useState<PlanId>('basic');
  const choose = (plan: PlanId) => {
    if (plan === 'basic') setSelected(plan);
    else toast.info(de.pricing.comingSoon);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.pricing.title }]} />
      <div className="mx-auto mt-6 max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{de.pricing.title}</h1>
        <p className="mt-4 text-lg text-ink-200">{de.pricing.intro}</p>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan}
            id={plan}
            selected={selected === plan}
            highlighted={plan === 'premium'}
            onChoose={choose}
          />
        ))}
      </div>
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
