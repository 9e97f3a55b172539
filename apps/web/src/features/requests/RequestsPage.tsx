import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function RequestsPage() {
  return <PlaceholderPage title={de.pages.requests} />;
}
