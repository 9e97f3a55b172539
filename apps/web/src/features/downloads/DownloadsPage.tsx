import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { pageFrom, useQueryParams } from '../../lib/useQueryParams';
import { useSession } from '../../lib/useSession';
import { DownloadAllowance } from './DownloadAllowance';
import { DownloadHistory } from './DownloadHistory';
import { downloadKeys, fetchDownloadHistory } from './downloads.api';

const t = de.downloads;

function HistoryContent({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const page = pageFrom(params);
  const setPage = (next: number, replace = false) =>
    update({ page: next > 1 ? next : null }, { keepPage: true, replace });
  const history = useQuery({
    queryKey: downloadKeys.history(page),
    queryFn: ({ signal }) => fetchDownloadHistory(session, page, signal),
    placeholderData: keepPreviousData,
  });
  useClampedPage(page, history.data && !history.isPlaceholderData ? history.data.totalPages : null, setPage);

  if (history.isPending) return <LoadingState label={t.loading} />;
  if (history.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const { data, totalItems, totalPages } = history.data;
  if (data.length === 0) return <EmptyState title={t.empty} text={t.emptyHint} />;
  return (
    <div className="space-y-4">
      <DownloadHistory items={data} />
      <Pagination page={page} totalPages={totalPages} summary={t.total(totalItems)} onPageChange={setPage} />
    </div>
  );
}

/** /downloads (login required): 'Meine Downloads', the history of every grab with re-download. */
export default function DownloadsPage() {
  usePageTitle(t.title);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-white">
          <History className="size-7 text-brand-400" aria-hidden="true" />
          {t.title}
        </h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session ? (
        <>
          <DownloadAllowance session={session} />
          <HistoryContent session={session} />
        </>
      ) : null}
    </div>
  );
}
