import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function MovieListPage() {
  return <PlaceholderPage title={de.pages.movies} />;
}
