import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function PlansPage() {
  return <PlaceholderPage title={de.pages.subscriptionPlans} />;
}
