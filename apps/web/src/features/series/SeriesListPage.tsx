import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SeriesListPage() {
  return <PlaceholderPage title={de.pages.series} />;
}
