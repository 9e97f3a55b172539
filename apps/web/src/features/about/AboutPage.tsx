import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function AboutPage() {
  return <PlaceholderPage title={de.pages.about} />;
}
