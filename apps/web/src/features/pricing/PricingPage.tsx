import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function PricingPage() {
  return <PlaceholderPage title={de.pages.pricing} />;
}
