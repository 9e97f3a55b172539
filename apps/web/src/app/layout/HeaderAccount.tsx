import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { HeaderDropdownContext, type HeaderDropdownId } from './header-dropdowns';
import { UserMenu } from './UserMenu';

/**
 * The account corner of the header. Visitors get sign-in and sign-up; signed-in
 * users the user menu (and, in a later issue, the notification bell beside it:
 * it joins HeaderDropdownContext, so only one of the two is ever open).
 */
export function HeaderAccount() {
  const session = useSession();
  const location = useLocation();
  const [open, setOpenState] = useState<{ id: HeaderDropdownId; at: string } | null>(null);
  // A dropdown belongs to the page it was opened on: any navigation closes it.
  const current = open && open.at === location.key ? open.id : null;
  const dropdowns = useMemo(
    () => ({
      open: current,
      setOpen: (id: HeaderDropdownId | null) => setOpenState(id ? { id, at: location.key } : null),
    }),
    [current, location.key],
  );

  if (session) {
    return (
      <HeaderDropdownContext.Provider value={dropdowns}>
        <div className="flex items-center gap-2">
          {/* NotificationBell (later issue) goes here. */}
          <UserMenu user={session.user} />
        </div>
      </HeaderDropdownContext.Provider>
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
