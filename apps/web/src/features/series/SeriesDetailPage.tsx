import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SeriesDetailPage() {
  return <PlaceholderPage title={de.pages.seriesDetail} />;
}
