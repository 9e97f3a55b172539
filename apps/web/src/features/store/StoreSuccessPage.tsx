import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function StoreSuccessPage() {
  return <PlaceholderPage title={de.pages.storeSuccess} />;
}
