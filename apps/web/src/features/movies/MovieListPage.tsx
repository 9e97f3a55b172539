import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage';
import { de } from '../../i18n/de';
import { MOVIE_SORTS } from '../../lib/contract-values';
import { fetchMovieGenres, fetchMovies, movieKeys } from './movies.api';
import { MovieCardView } from './MovieCardView';

const texts = { ...de.movies, breadcrumb: de.movies.title };

export default function MovieListPage() {
  return (
    <CatalogueListPage
      texts={texts}
      sorts={MOVIE_SORTS}
      defaultSort="title_asc"
      keys={movieKeys}
      fetchList={(query, signal) =>
        fetchMovies(query, signal).then(({ movies, pagination }) => ({ items: movies, pagination }))
      }
      fetchGenres={fetchMovieGenres}
      renderItem={(movie) => <MovieCardView movie={movie} />}
    />
  );
}
