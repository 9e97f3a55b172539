import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function ReleasesPage() {
  return <PlaceholderPage title={de.pages.releases} />;
}
