import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SubscriptionHistoryPage() {
  return <PlaceholderPage title={de.pages.subscriptionHistory} />;
}
