import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function SignInPage() {
  return <PlaceholderPage title={de.pages.signIn} />;
}
