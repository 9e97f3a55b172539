import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function ApiManagementPage() {
  return <PlaceholderPage title={de.pages.apiManagement} />;
}
