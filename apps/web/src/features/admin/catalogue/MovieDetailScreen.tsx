import { useParams } from 'react-router';
import type { AdminMovie } from '@nzbkino/api-types';
import { de } from '../../../i18n/de';
import { AdminScreen } from '../shared/AdminScreen';
import { movieSpecs } from './catalogue-form';
import { createMovie, fetchMovie, refreshMovie, updateMovie } from './catalogue.api';
import { CatalogueDetail, type EntityConfig } from './CatalogueDetail';

const config: EntityConfig<AdminMovie> = {
  kind: 'movie',
  specs: movieSpecs,
  base: '/admin/movies',
  publicBase: '/movies',
  backLabel: de.adminCatalogue.backToMovies,
  load: fetchMovie,
  create: createMovie,
  update: updateMovie,
  refresh: refreshMovie,
};

/** /admin/movies/:id and /admin/movies/new. */
export default function MovieDetailScreen() {
  const { id } = useParams();
  return (
    <AdminScreen title={de.admin.movies}>
      {(session) => <CatalogueDetail config={config} session={session} id={id} />}
    </AdminScreen>
  );
}
