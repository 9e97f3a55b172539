import { de } from '../../i18n/de';
import { PurchaseOutcome } from '../subscription/PurchaseOutcome';

/** /store/success (public): where a payment service would return after a purchase. */
export default function StoreSuccessPage() {
  return <PurchaseOutcome title={de.pages.storeSuccess} />;
}
