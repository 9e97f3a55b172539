import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SettingsPage() {
  return <PlaceholderPage title={de.pages.settings} />;
}
