import { de } from '../../../i18n/de';
import { AdminScreen } from '../shared/AdminScreen';
import { CatalogueListScreen } from './CatalogueListScreen';

/** /admin/movies: search the films, add one. */
export default function MoviesScreen() {
  return (
    <AdminScreen title={de.admin.movies} intro={de.adminCatalogue.moviesIntro}>
      {(session) => <CatalogueListScreen kind="movie" session={session} />}
    </AdminScreen>
  );
}
