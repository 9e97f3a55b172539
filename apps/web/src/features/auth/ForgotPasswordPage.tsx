import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title={de.pages.forgotPassword} />;
}
