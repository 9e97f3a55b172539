import type { Plan } from '@nzbkino/api-types';
import { planOfRole } from '@nzbkino/shared';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { PlanCard } from '../pricing/PlanCard';
import { HowToGetPaid } from './HowToGetPaid';
import { TrialOffer } from './TrialOffer';
import { usePlans } from './usePlans';

const t = de.subscription;

/** A plan card's action: the member's own plan, a request for a paid one, sign-up for visitors on Basic. */
function PlanAction({ plan, session }: { plan: Plan; session: Session | null }) {
  if (session && planOfRole(session.user.role) === plan.id) {
    return (
      <Button className="w-full" size="lg" variant="secondary" disabled>
        {t.currentPlan}
      </Button>
    );
  }
  if (plan.id !== 'basic') {
    return (
      <ButtonLink
        to={`/faq?plan=${plan.id}#faq-contact`}
        className="w-full"
        size="lg"
        variant={plan.highlighted ? 'primary' : 'secondary'}
      >
        {t.ask}
      </ButtonLink>
    );
  }
  if (session) return null;
  return (
    <ButtonLink to="/auth/signup" className="w-full" size="lg" variant="secondary">
      {t.signUp}
    </ButtonLink>
  );
}

/** /subscription/plans (public): the plans with this server's limits, how to get a paid one, the trial. */
export default function PlansPage() {
  usePageTitle(de.pages.subscriptionPlans);
  const session = useSession();
  const plans = usePlans();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.pages.subscriptionPlans}</h1>
        <p className="mt-2 max-w-3xl text-ink-300">{t.plansIntro}</p>
      </div>
      {plans.isPending ? <LoadingState label={de.plans.loading} /> : null}
      {plans.isError ? (
        <ErrorState
          message={de.plans.loadFailed}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : null}
      {plans.data ? (
        <>
          <div className="grid gap-6 md:grid-cols-3">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                trialDays={plans.data.trialDays}
                action={<PlanAction plan={plan} session={session} />}
              />
            ))}
          </div>
          <TrialOffer session={session} days={plans.data.trialDays} />
          <HowToGetPaid />
        </>
      ) : null}
    </div>
  );
}
