import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

/**
 * The account corner of the header. Visitors get sign-in and sign-up; signed-in
 * users the notification bell and the user menu.
 * Which header menu is open lives in the Header (HeaderDropdownContext).
 */
export function HeaderAccount() {
  const session = useSession();
  if (session) {
    return (
      <div className="flex items-center gap-2">
        <NotificationBell session={session} />
        <UserMenu user={session.user} />
      </div>
    );
  }
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
  const session = useSession();
  if (session) return null;
  return (
    <ButtonLink to="/auth/signup" className="mt-3 w-full sm:hidden" onClick={onNavigate}>
      {de.nav.signUp}
    </ButtonLink>
  );
}
