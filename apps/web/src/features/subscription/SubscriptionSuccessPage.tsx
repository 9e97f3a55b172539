import { de } from '../../i18n/de';
import { PurchaseOutcome } from './PurchaseOutcome';

/** /subscription/success (public): where a payment service would return after a subscription. */
export default function SubscriptionSuccessPage() {
  return <PurchaseOutcome title={de.pages.subscriptionSuccess} />;
}
