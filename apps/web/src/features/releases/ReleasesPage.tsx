import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReleaseFilters } from './ReleaseFilters';
import { fetchReleasePage, RELEASE_PAGE_SIZE, releaseKeys } from './releases.api';
import { ReleaseTable } from './ReleaseTable';
import { useReleaseFilters } from './useReleaseFilters';

export default function ReleasesPage() {
  usePageTitle(de.releases.title);
  const filters = useReleaseFilters();
  const { page, search, type, resolution, group, sort, setPage } = filters;
  const query = { page, limit: RELEASE_PAGE_SIZE, search, type, resolution, group, sort };
  const releases = useQuery({
    queryKey: releaseKeys.page(query),
    queryFn: ({ signal }) => fetchReleasePage(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = releases.data;

  useClampedPage(page, data && !releases.isPlaceholderData ? data.totalPages : null, setPage);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.releases.title }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
        {de.releases.title}
      </h1>
      <div className="mt-6">
        <ReleaseFilters filters={filters} />
      </div>
      <div className="relative mt-6" aria-busy={releases.isFetching}>
        {releases.isPending ? (
          <LoadingState label={de.releases.loading} />
        ) : releases.isError && !data ? (
          <ErrorState
            message={de.releases.error}
            onRetry={() => void releases.refetch()}
            retrying={releases.isFetching}
          />
        ) : data && data.data.length > 0 ? (
          <>
            <div className="mb-2 flex min-h-6 items-center justify-between gap-3 text-sm text-ink-300">
              {releases.isPlaceholderData ? (
                <p role="status" className="flex items-center gap-2">
                  <Spinner className="size-4" />
                  {de.releases.updating}
                </p>
              ) : (
                <span />
              )}
              <p>{de.releases.total(data.totalItems, data.estimated === true)}</p>
            </div>
            <div className={releases.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ReleaseTable releases={data.data} />
            </div>
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ) : (
          <EmptyState title={de.releases.empty} text={de.releases.emptyHint} />
        )}
      </div>
    </div>
  );
}
