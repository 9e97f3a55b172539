import type { ReactNode } from 'react';
import type { Pagination as PaginationInfo } from '@nzbkino/api-types';
import { Pagination } from '../ui/Pagination';
import { Spinner } from '../ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../ui/StateMessage';
import { de } from '../../i18n/de';

export interface CatalogueResultsProps<T> {
  items: readonly T[] | undefined;
  pagination: PaginationInfo | undefined;
  isPending: boolean;
  isError: boolean;
  /** Showing the previous page's cards while the next page loads. */
  isUpdating: boolean;
  isFetching: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  texts: {
    loading: string;
    error: string;
    empty: string;
    total: (count: number, estimated: boolean) => string;
  };
}

/** Loading, error with retry, empty, or the card grid with its pagination (spec 001 §2.1, §2.3). */
export function CatalogueResults<T>(props: CatalogueResultsProps<T>) {
  const { items, pagination, texts } = props;
  if (props.isPending) return <LoadingState label={texts.loading} />;
  if (props.isError && !items) {
    return <ErrorState message={texts.error} onRetry={props.onRetry} retrying={props.isFetching} />;
  }
  if (!items || items.length === 0) {
    return <EmptyState title={texts.empty} text={de.catalogue.emptyHint} />;
  }
  const total = pagination ? texts.total(pagination.total, pagination.estimated === true) : null;
  const paged = (pagination?.totalPages ?? 0) > 1;
  return (
    <div aria-busy={props.isUpdating}>
      <div className="mb-3 flex min-h-6 items-center justify-between gap-3 text-sm text-ink-300">
        {props.isUpdating ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner className="size-4" />
            {de.catalogue.updating}
          </p>
        ) : (
          <span />
        )}
        {/* With several pages the total stands beside 'Seite X von Y' below. */}
        {total && !paged ? <p>{total}</p> : null}
      </div>
      <ul
        className={`grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 ${
          props.isUpdating ? 'opacity-60 transition-opacity' : ''
        }`}
      >
        {items.map((item) => (
          <li key={props.itemKey(item)} className="min-w-0">
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
      {pagination ? (
        <Pagination
          page={props.page}
          totalPages={pagination.totalPages}
          summary={total}
          onPageChange={props.onPageChange}
        />
      ) : null}
    </div>
  );
}
