import { de } from '../../../i18n/de';
import { AdminScreen } from '../shared/AdminScreen';
import { CatalogueListScreen } from './CatalogueListScreen';

/** /admin/series: search the series, add one. */
export default function SeriesScreen() {
  return (
    <AdminScreen title={de.admin.series} intro={de.adminCatalogue.seriesIntro}>
      {(session) => <CatalogueListScreen kind="series" session={session} />}
    </AdminScreen>
  );
}
