import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function MovieDetailPage() {
  return <PlaceholderPage title={de.pages.movieDetail} />;
}
