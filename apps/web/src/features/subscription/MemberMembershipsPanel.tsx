import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, planDefinition, type PaidPlanId } from '@nzbkino/shared';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import { MembershipTable } from './MembershipTable';
import {
  fetchMemberMemberships,
  grantMembership,
  subscriptionKeys,
  type MembershipGrantBody,
} from './subscription.api';

const t = de.grant;
const inputClass =
  'min-h-10 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white focus:border-brand-400 focus:outline-none';
type Span = 'days' | 'until' | 'period';

function bodyOf(
  plan: PaidPlanId,
  span: Span,
  days: string,
  until: string,
  note: string,
): MembershipGrantBody {
  const base: MembershipGrantBody = { plan, ...(note.trim() ? { note: note.trim() } : {}) };
  if (span === 'days') return { ...base, days: Number(days) };
  // The chosen day to its end, in the admin's time zone.
  if (span === 'until') return { ...base, endsAt: new Date(`${until}T23:59:59`).toISOString() };
  return base;
}

/**
 * The admin's view of one member's memberships: grant or extend Premium or
 * VIP (POST /admin/users/{id}/membership) and the member's history. For the
 * admin area's user screen.
 */
export function MemberMembershipsPanel({
  session,
  userId,
  username,
}: {
  session: Session;
  userId: number;
  username: string;
}) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PaidPlanId>('premium');
  const [span, setSpan] = useState<Span>('days');
  const [days, setDays] = useState('30');
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const history = useQuery({
    queryKey: subscriptionKeys.member(userId, 1),
    queryFn: ({ signal }) => fetchMemberMemberships(session, userId, 1, signal),
  });
  const grant = useMutation({
    mutationFn: (body: MembershipGrantBody) => grantMembership(session, userId, body),
    onSuccess: (result) => {
      toast.success(
        t.granted(
          result.user.username,
          planDefinition(result.membership.plan).name,
          formatDate(result.user.membershipExpiresAt ?? result.membership.endsAt),
        ),
      );
      setNote('');
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.members });
    },
    onError: (error) => toast.error(error instanceof ApiRequestError ? error.message : t.failed),
  });
  const valid =
    span === 'period' ||
    (span === 'days' && /^\d+$/.test(days) && Number(days) >= 1) ||
    (span === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(until));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !grant.isPending) grant.mutate(bodyOf(plan, span, days, until, note));
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-2xl border border-ink-700 bg-ink-900/60 p-6"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-bold text-white">
          {t.heading(username)}
        </h2>
        <p className="mt-1 text-sm text-ink-300">{t.intro}</p>
      </div>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <SelectField
          label={t.plan}
          value={plan}
          onChange={(value) => setPlan(value as PaidPlanId)}
          options={[
            { value: 'premium', label: 'Premium' },
            { value: 'vip', label: 'VIP' },
          ]}
        />
        <SelectField
          label={t.span}
          value={span}
          onChange={(value) => setSpan(value as Span)}
          options={[
            { value: 'days', label: t.spanDays },
            { value: 'until', label: t.spanUntil },
            { value: 'period', label: t.spanPeriod },
          ]}
        />
        {span === 'days' ? (
          <label className="flex flex-col gap-1 text-xs font-semibold tracking-wide text-ink-300 uppercase">
            {t.days}
            <input
              type="number"
              min={1}
              max={3650}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className={inputClass}
            />
          </label>
        ) : null}
        {span === 'until' ? (
          <label className="flex flex-col gap-1 text-xs font-semibold tracking-wide text-ink-300 uppercase">
            {t.until}
            <input
              type="date"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              className={inputClass}
            />
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-xs font-semibold tracking-wide text-ink-300 uppercase sm:col-span-2">
          {t.note}
          <input
            type="text"
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!valid || grant.isPending}>
            {grant.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
      <div>
        <h3 className="mb-3 font-semibold text-white">{t.historyHeading}</h3>
        {history.isPending ? <LoadingState label={de.subscription.historyLoading} className="py-6" /> : null}
        {history.isError ? (
          <ErrorState
            message={de.subscription.historyFailed}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
            className="py-6"
          />
        ) : null}
        {history.data && history.data.data.length === 0 ? (
          <p className="text-sm text-ink-300">{t.historyEmpty}</p>
        ) : null}
        {history.data && history.data.data.length > 0 ? <MembershipTable items={history.data.data} /> : null}
      </div>
    </section>
  );
}
