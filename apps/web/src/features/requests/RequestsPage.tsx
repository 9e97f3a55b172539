import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import type { TitleRequest, TitleRequestBodyInput } from '@nzbkino/api-types';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { RequestForm } from './RequestForm';
import { RequestList } from './RequestList';
import { fetchOwnRequests, fileRequest, requestKeys, withdrawRequest } from './requests.api';

const t = de.requests;

function Requests({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<TitleRequest | null>(null);
  const own = useQuery({
    queryKey: requestKeys.own,
    queryFn: ({ signal }) => fetchOwnRequests(session, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.own });
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiRequestError ? error.message : de.common.unknownError);

  const file = useMutation({ mutationFn: (body: TitleRequestBodyInput) => fileRequest(session, body) });
  const onFile = async (body: TitleRequestBodyInput, title: string) => {
    try {
      await file.mutateAsync(body);
      toast.success(t.filed(title));
      await refresh();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const withdraw = useMutation({
    mutationFn: (request: TitleRequest) => withdrawRequest(session, request.id),
    onSuccess: (_, request) => {
      toast.success(t.withdrawn(request.title));
      void refresh();
    },
    onError: failed,
  });

  const full = own.data ? own.data.openCount >= own.data.openLimit : false;
  return (
    <>
      <section
        aria-labelledby="request-form"
        className="space-y-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4 sm:p-6"
      >
        <h2 id="request-form" className="text-xl font-bold text-white">
          {t.formTitle}
        </h2>
        {full ? (
          <p role="status" className="text-sm font-semibold text-amber-200">
            {t.limitReached}
          </p>
        ) : null}
        <RequestForm busy={file.isPending} disabled={full} onFile={onFile} />
      </section>
      <section aria-labelledby="request-list" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="request-list" className="text-xl font-bold text-white">
            {t.listTitle}
          </h2>
          {own.data ? (
            <p className="text-sm text-ink-300">{t.openCount(own.data.openCount, own.data.openLimit)}</p>
          ) : null}
        </div>
        {own.isPending ? (
          <LoadingState label={t.loading} />
        ) : own.isError ? (
          <ErrorState message={t.loadFailed} onRetry={() => void own.refetch()} retrying={own.isFetching} />
        ) : own.data.requests.length === 0 ? (
          <EmptyState title={t.empty} text={t.emptyHint} />
        ) : (
          <RequestList requests={own.data.requests} onWithdraw={setWithdrawing} />
        )}
      </section>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t.withdrawConfirmTitle}
        text={withdrawing ? t.withdrawConfirm(withdrawing.title) : ''}
        confirmLabel={t.withdraw}
        cancelLabel={t.cancel}
        onConfirm={() => {
          if (withdrawing) withdraw.mutate(withdrawing);
          setWithdrawing(null);
        }}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}

/** /requests (login required): ask for missing films and series, and follow what became of them. */
export default function RequestsPage() {
  usePageTitle(t.title);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-white">
          <MessageSquarePlus className="size-7 text-brand-400" aria-hidden="true" />
          {t.title}
        </h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session ? <Requests session={session} /> : null}
    </div>
  );
}
