import { Info } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { SubscriptionSummary } from './SubscriptionSummary';

const t = de.subscription;

/**
 * The pages a payment service would return to (/subscription/success,
 * /store/success). No payment service is connected, so they say so and show
 * the member's real plan instead of confirming a purchase that never happened.
 */
export function PurchaseOutcome({ title }: { title: string }) {
  usePageTitle(title);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-white">{title}</h1>
      <p className="flex items-start gap-3 rounded-xl border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sky-100">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t.outcomeNoPayment}
      </p>
      {session ? (
        <>
          <SubscriptionSummary session={session} title={t.outcomeCurrent} />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/subscription/premium">{t.toPremium}</ButtonLink>
            <ButtonLink to="/subscription/history" variant="secondary">
              {t.toHistory}
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-300">{t.outcomeSignIn}</p>
          <ButtonLink to="/auth/signin?returnUrl=%2Fsubscription%2Fpremium">{t.signIn}</ButtonLink>
        </div>
      )}
    </div>
  );
}
