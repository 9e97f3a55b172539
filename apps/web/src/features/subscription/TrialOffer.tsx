import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { api, ApiRequestError, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';
import { useSessionActions } from '../../lib/useSession';
import { startTrial, subscriptionKeys } from './subscription.api';
import { useSubscription } from './useSubscription';

const t = de.subscription;

function Offer({ days, children }: { days: number; children: ReactNode }) {
  return (
    <section
      aria-labelledby="trial-offer"
      className="rounded-2xl border border-brand-500/50 bg-brand-400/10 p-6"
    >
      <h2 id="trial-offer" className="flex items-center gap-2 text-lg font-bold text-white">
        <Sparkles className="size-5 text-brand-300" aria-hidden="true" />
        {t.trialHeading(days)}
      </h2>
      <p className="mt-2 text-ink-200">{t.trialText(days)}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function MemberOffer({ session }: { session: Session }) {
  const subscription = useSubscription(session);
  const queryClient = useQueryClient();
  const { updateUser } = useSessionActions();
  const toast = useToast();
  const trial = useMutation({
    mutationFn: () => startTrial(session),
    onSuccess: async (started) => {
      queryClient.setQueryData(subscriptionKeys.current, started);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.histories });
      toast.success(t.trialStarted(started.trial.days));
      // The role changed: the menu (API Verwaltung) and the limits follow the fresh profile.
      try {
        updateUser(await bodyOf(api.GET('/api/users/profile', { headers: authHeaders(session) })));
      } catch {
        // The next page load refreshes it anyway.
      }
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError && error.status === 409 ? error.message : t.trialFailed),
  });
  const offer = subscription.data?.trial;
  if (!offer?.available) return null;
  return (
    <Offer days={offer.days}>
      <Button onClick={() => trial.mutate()} disabled={trial.isPending}>
        {trial.isPending ? t.trialStarting : t.trialStart}
      </Button>
    </Offer>
  );
}

/** The one free Premium trial: a button for a member who may start it, a sign-in link for visitors. */
export function TrialOffer({ session, days }: { session: Session | null; days: number }) {
  if (days <= 0) return null;
  if (session) return <MemberOffer session={session} />;
  return (
    <Offer days={days}>
      <p className="text-sm text-ink-300">{t.trialSignIn}</p>
      <ButtonLink to="/auth/signin?returnUrl=%2Fsubscription%2Fplans" className="mt-3">
        {t.signIn}
      </ButtonLink>
    </Offer>
  );
}
