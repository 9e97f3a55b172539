import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function CartPage() {
  return <PlaceholderPage title={de.pages.cart} />;
}
