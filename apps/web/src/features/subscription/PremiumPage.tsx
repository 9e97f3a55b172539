import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { HowToGetPaid } from './HowToGetPaid';
import { SubscriptionSummary } from './SubscriptionSummary';
import { TrialOffer } from './TrialOffer';
import { useSubscription } from './useSubscription';

const t = de.subscription;

/** /subscription/premium (login required): the member's plan and end date, the trial, how to get more. */
export default function PremiumPage() {
  usePageTitle(de.pages.premium);
  const session = useSession();
  const subscription = useSubscription(session);
  const paidOrAdmin = subscription.data && subscription.data.plan !== 'basic';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.pages.premium}</h1>
        <p className="mt-2 text-ink-300">{t.premiumIntro}</p>
      </div>
      {session ? (
        <>
          <SubscriptionSummary session={session} />
          {subscription.data ? <TrialOffer session={session} days={subscription.data.trial.days} /> : null}
          {subscription.data?.plan !== null ? <HowToGetPaid /> : null}
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/subscription/history" variant="secondary">
          {t.toHistory}
        </ButtonLink>
        <ButtonLink to="/subscription/plans" variant={paidOrAdmin ? 'secondary' : 'primary'}>
          {t.toPlans}
        </ButtonLink>
      </div>
    </div>
  );
}
