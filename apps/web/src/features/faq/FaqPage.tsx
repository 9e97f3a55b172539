import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function FaqPage() {
  return <PlaceholderPage title={de.pages.faq} />;
}
