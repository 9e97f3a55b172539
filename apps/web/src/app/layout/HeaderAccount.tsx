import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';

/**
 * The account corner of the header. Signed out it offers sign-in and sign-up;
 * the notification bell and user menu will replace it for signed-in users.
 */
export function HeaderAccount() {
  return (
    <div className="flex items-center gap-2">
      <ButtonLink to="/auth/signin" variant="secondary" size="sm">
        {de.nav.signIn}
      </ButtonLink>
      {/* A wrapper, because the button's own display class would win over `hidden`. */}
      <span className="hidden sm:contents">
        <ButtonLink to="/auth/signup" variant="primary" size="sm">
          {de.nav.signUp}
        </ButtonLink>
      </span>
    </div>
  );
}

/** Account links repeated in the mobile menu for widths where the header has no room for them. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ButtonLink to="/auth/signup" className="mt-3 w-full sm:hidden" onClick={onNavigate}>
      {de.nav.signUp}
    </ButtonLink>
  );
}
