import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { pageFrom, useQueryParams } from '../../lib/useQueryParams';
import { useSession } from '../../lib/useSession';
import { MembershipTable } from './MembershipTable';
import { fetchSubscriptionHistory, subscriptionKeys } from './subscription.api';

const t = de.subscription;

function History({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const page = pageFrom(params);
  const setPage = (next: number, replace = false) =>
    update({ page: next > 1 ? next : null }, { keepPage: true, replace });
  const history = useQuery({
    queryKey: subscriptionKeys.history(page),
    queryFn: ({ signal }) => fetchSubscriptionHistory(session, page, signal),
    placeholderData: keepPreviousData,
  });
  useClampedPage(page, history.data && !history.isPlaceholderData ? history.data.totalPages : null, setPage);

  if (history.isPending) return <LoadingState label={t.historyLoading} />;
  if (history.isError) {
    return (
      <ErrorState
        message={t.historyFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const { data, totalItems, totalPages } = history.data;
  if (data.length === 0) {
    return (
      <EmptyState title={t.historyEmpty} text={t.historyEmptyHint}>
        <ButtonLink to="/subscription/plans" className="mt-2">
          {t.toPlans}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <MembershipTable items={data} />
      <Pagination
        page={page}
        totalPages={totalPages}
        summary={t.historyTotal(totalItems)}
        onPageChange={setPage}
      />
    </div>
  );
}

/** /subscription/history (login required): every membership of the account. */
export default function SubscriptionHistoryPage() {
  usePageTitle(de.pages.subscriptionHistory);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.pages.subscriptionHistory}</h1>
        <p className="mt-2 text-ink-300">{t.historyIntro}</p>
      </div>
      {session ? <History session={session} /> : null}
    </div>
  );
}
