import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Genre, Pagination } from '@nzbkino/api-types';
import { Breadcrumb } from '../ui/Breadcrumb';
import { de } from '../../i18n/de';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from './catalogue-query';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueResults, type CatalogueResultsProps } from './CatalogueResults';
import { useCatalogueParams } from './useCatalogueParams';

/** What differs between the movie and the series list: texts, sorts, requests, cards. */
export interface CatalogueListPageProps<S extends string, T extends { id: number }> {
  texts: CatalogueResultsProps<T>['texts'] & {
    title: string;
    breadcrumb: string;
    searchPlaceholder: string;
    searchLabel: string;
    sorts: Record<S, string>;
  };
  sorts: readonly S[];
  defaultSort: S;
  keys: { list: (query: CatalogueQuery<S>) => readonly unknown[]; genres: readonly unknown[] };
  fetchList: (
    query: CatalogueQuery<S>,
    signal: AbortSignal,
  ) => Promise<{ items: T[]; pagination: Pagination }>;
  fetchGenres: (signal: AbortSignal) => Promise<Genre[]>;
  renderItem: (item: T) => ReactNode;
}

/** A paged, filterable card grid of movies or series (spec 001 §2), its state in the URL. */
export function CatalogueListPage<S extends string, T extends { id: number }>(
  props: CatalogueListPageProps<S, T>,
) {
  const { texts } = props;
  usePageTitle(texts.title);
  const params = useCatalogueParams(props.sorts, props.defaultSort);
  const query = {
    page: params.page,
    limit: CATALOGUE_PAGE_SIZE,
    search: params.search,
    genre: params.genre,
    sort: params.sort,
  };
  const list = useQuery({
    queryKey: props.keys.list(query),
    queryFn: ({ signal }) => props.fetchList(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampedPage(
    params.page,
    list.data && !list.isPlaceholderData ? list.data.pagination.totalPages : null,
    params.setPage,
  );
  // A failed genre load leaves the list empty, silently (spec 001 §8).
  const genres = useQuery({
    queryKey: props.keys.genres,
    queryFn: ({ signal }) => props.fetchGenres(signal),
    staleTime: 30 * 60_000,
  });
  const sortOptions = props.sorts.map((value) => ({ value, label: texts.sorts[value] }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: texts.breadcrumb }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{texts.title}</h1>
      <div className="mt-6">
        <CatalogueFilters
          genres={genres.data ?? []}
          genre={params.genre}
          onGenreChange={params.setGenre}
          sortOptions={sortOptions}
          sort={params.sort}
          onSortChange={params.setSort}
          search={params.search}
          onSearch={params.setSearch}
          searchPlaceholder={texts.searchPlaceholder}
          searchLabel={texts.searchLabel}
        />
      </div>
      <div className="mt-6">
        <CatalogueResults
          items={list.data?.items}
          pagination={list.data?.pagination}
          isPending={list.isPending}
          isError={list.isError}
          isUpdating={list.isPlaceholderData}
          isFetching={list.isFetching}
          onRetry={() => void list.refetch()}
          page={params.page}
          onPageChange={params.setPage}
          itemKey={(item) => item.id}
          renderItem={props.renderItem}
          texts={texts}
        />
      </div>
    </div>
  );
}
