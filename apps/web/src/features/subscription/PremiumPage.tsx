import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function PremiumPage() {
  return <PlaceholderPage title={de.pages.premium} />;
}
