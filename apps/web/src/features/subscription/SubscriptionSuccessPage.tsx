import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SubscriptionSuccessPage() {
  return <PlaceholderPage title={de.pages.subscriptionSuccess} />;
}
