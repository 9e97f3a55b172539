import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CatalogueFilters } from '../../components/catalogue/CatalogueFilters';
import { CatalogueResults } from '../../components/catalogue/CatalogueResults';
import { useCatalogueParams } from '../../components/catalogue/useCatalogueParams';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { de } from '../../i18n/de';
import { MOVIE_SORTS } from '../../lib/contract-values';
import { useClampedPage } from '../../lib/useClampedPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { CATALOGUE_PAGE_SIZE, fetchMovieGenres, fetchMovies, movieKeys } from './movies.api';
import { MovieCardView } from './MovieCardView';

const sortOptions = MOVIE_SORTS.map((value) => ({ value, label: de.movies.sorts[value] }));

export default function MovieListPage() {
  usePageTitle(de.movies.title);
  const params = useCatalogueParams(MOVIE_SORTS, 'title_asc');
  const query = {
    page: params.page,
    limit: CATALOGUE_PAGE_SIZE,
    search: params.search,
    genre: params.genre,
    sort: params.sort,
  };
  const movies = useQuery({
    queryKey: movieKeys.list(query),
    queryFn: ({ signal }) => fetchMovies(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampedPage(
    params.page,
    movies.data && !movies.isPlaceholderData ? movies.data.pagination.totalPages : null,
    params.setPage,
  );
  // A failed genre load leaves the list empty, silently (spec 001 §8).
  const genres = useQuery({
    queryKey: movieKeys.genres,
    queryFn: ({ signal }) => fetchMovieGenres(signal),
    staleTime: 30 * 60_000,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.movies.title }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
        {de.movies.title}
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
          searchPlaceholder={de.movies.searchPlaceholder}
          searchLabel={de.movies.searchLabel}
        />
      </div>
      <div className="mt-6">
        <CatalogueResults
          items={movies.data?.movies}
          pagination={movies.data?.pagination}
          isPending={movies.isPending}
          isError={movies.isError}
          isUpdating={movies.isPlaceholderData}
          isFetching={movies.isFetching}
          onRetry={() => void movies.refetch()}
          page={params.page}
          onPageChange={params.setPage}
          itemKey={(movie) => movie.id}
          renderItem={(movie) => <MovieCardView movie={movie} />}
          texts={de.movies}
        />
      </div>
    </div>
  );
}
