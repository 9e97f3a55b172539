import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueFilters } from '../../components/catalogue/CatalogueFilters';
import { CatalogueResults } from '../../components/catalogue/CatalogueResults';
import { useCatalogueParams } from '../../components/catalogue/useCatalogueParams';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { de } from '../../i18n/de';
import { SERIES_SORTS } from '../../lib/contract-values';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { CATALOGUE_PAGE_SIZE } from '../movies/movies.api';
import { fetchSeriesGenres, fetchSeriesList, seriesKeys } from './series.api';
import { SeriesCardView } from './SeriesCardView';

const sortOptions = SERIES_SORTS.map((value) => ({ value, label: de.series.sorts[value] }));

export default function SeriesListPage() {
  usePageTitle(de.series.title);
  const params = useCatalogueParams(SERIES_SORTS, 'title_asc');
  const query = {
    page: params.page,
    limit: CATALOGUE_PAGE_SIZE,
    search: params.search,
    genre: params.genre,
    sort: params.sort,
  };
  const series = useQuery({
    queryKey: seriesKeys.list(query),
    queryFn: ({ signal }) => fetchSeriesList(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampedPage(
    params.page,
    series.data && !series.isPlaceholderData ? series.data.pagination.totalPages : null,
    params.setPage,
  );
  // A failed genre load leaves the list empty, silently (spec 001 §8).
  const genres = useQuery({
    queryKey: seriesKeys.genres,
    queryFn: ({ signal }) => fetchSeriesGenres(signal),
    staleTime: 30 * 60_000,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.series.breadcrumb }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
        {de.series.title}
      </h1>
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
          searchPlaceholder={de.series.searchPlaceholder}
          searchLabel={de.series.searchLabel}
        />
      </div>
      <div className="mt-6">
        <CatalogueResults
          items={series.data?.series}
          pagination={series.data?.pagination}
          isPending={series.isPending}
          isError={series.isError}
          isUpdating={series.isPlaceholderData}
          isFetching={series.isFetching}
          onRetry={() => void series.refetch()}
          page={params.page}
          onPageChange={params.setPage}
          itemKey={(item) => item.id}
          renderItem={(item) => <SeriesCardView series={item} />}
          texts={de.series}
        />
      </div>
    </div>
  );
}
