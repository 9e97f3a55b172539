import { useCallback, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { de } from '../../i18n/de';
import type { User } from '@nzbkino/api-types';
import { displayNameOf } from '../../lib/session';
import { SIGN_OUT_STATE } from '../SignOutOnArrival';
import { useHeaderDropdown } from './header-dropdowns';
import { roleLabel, userMenuLinks } from './user-menu-links';
import { useClickOutside } from './useClickOutside';
import { CommunityMenuItem } from '../../features/forum/CommunityMenuItem';

/** The signed-in user's dropdown: name, e-mail, role label, the links of the role and sign-out. */
export function UserMenu({ user }: { user: User }) {
  const { isOpen, toggle, close } = useHeaderDropdown('user');
  const navigate = useNavigate();
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = displayNameOf(user);
  const closeMenu = useCallback(() => close(), [close]);
  useClickOutside(container, isOpen, closeMenu);

  // Home first; the session ends once home is shown (see SignOutOnArrival).
  const logout = () => {
    close();
    void navigate('/', { state: SIGN_OUT_STATE });
  };

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="flex items-center gap-2 rounded-lg border border-ink-700 bg-ink-900 py-1.5 pr-2 pl-1.5 text-sm font-semibold text-ink-100 hover:border-ink-500"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={de.userMenu.open(name)}
        onClick={toggle}
      >
        <span
          className="grid size-7 place-items-center rounded-full bg-brand-400 text-sm font-bold text-ink-950 uppercase"
          aria-hidden="true"
        >
          {[...name][0] ?? '?'}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        <ChevronDown className="size-4 text-ink-300" aria-hidden="true" />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-ink-700 bg-ink-900 shadow-2xl"
        >
          <div className="border-b border-ink-700 px-4 py-3">
            <p className="truncate font-semibold text-white">{name}</p>
            <p className="truncate text-sm text-ink-300" title={de.userMenu.email(user.email)}>
              {user.email}
            </p>
            <span className="mt-2 inline-block rounded-full border border-brand-500/50 px-2 py-0.5 text-xs font-semibold text-brand-300">
              {roleLabel(user.role)}
            </span>
          </div>
          <nav aria-label={de.userMenu.label}>
            <ul className="py-1">
              {userMenuLinks(user.role).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block px-4 py-2 text-sm text-ink-100 hover:bg-ink-800 hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <CommunityMenuItem onOpen={close} />
            </ul>
          </nav>
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-2 border-t border-ink-700 px-4 py-2.5 text-left text-sm font-semibold text-curtain-400 hover:bg-ink-800"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {de.userMenu.signOut}
          </button>
        </div>
      ) : null}
    </div>
  );
}
