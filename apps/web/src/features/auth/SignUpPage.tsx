import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SignUpPage() {
  return <PlaceholderPage title={de.pages.signUp} />;
}
