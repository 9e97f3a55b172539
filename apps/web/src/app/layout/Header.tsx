import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { de } from '../../i18n/de';
import { HeaderAccount, MobileAccountLinks } from './HeaderAccount';
import { HeaderDropdownContext, type HeaderDropdownId } from './header-dropdowns';
import { Logo } from './Logo';
import { MainNavLinks } from './MainNavLinks';

export function Header() {
  const location = useLocation();
  const menuId = useId();
  // One menu at a time (spec 000 §2): burger, user menu and bell share this state.
  // A menu remembers the location it was opened at, so any navigation closes it.
  const [opened, setOpened] = useState<{ id: HeaderDropdownId; at: string } | null>(null);
  const current = opened && opened.at === location.key ? opened.id : null;
  const dropdowns = useMemo(
    () => ({
      open: current,
      setOpen: (id: HeaderDropdownId | null) => setOpened(id ? { id, at: location.key } : null),
    }),
    [current, location.key],
  );
  const menuOpen = current === 'mobile-nav';
  const closeMenu = () => {
    if (menuOpen) setOpened(null);
  };

  return (
    <HeaderDropdownContext.Provider value={dropdowns}>
      <header
        className="sticky top-0 z-40 border-b border-ink-800 bg-ink-950/85 backdrop-blur-md"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) closeMenu();
        }}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
          <Logo />
          <nav aria-label={de.shell.mainNavigation} className="hidden md:block">
            <MainNavLinks layout="row" />
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <HeaderAccount />
            <button
              type="button"
              className="rounded-lg p-2 text-ink-200 hover:bg-ink-800 hover:text-white md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? de.shell.closeMenu : de.shell.openMenu}
              onClick={() => dropdowns.setOpen(menuOpen ? null : 'mobile-nav')}
            >
              {menuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={de.shell.mobileNavigation}
            className="border-t border-ink-800 bg-ink-950 px-4 pt-2 pb-4 md:hidden"
          >
            <MainNavLinks layout="column" onNavigate={closeMenu} />
            <MobileAccountLinks onNavigate={closeMenu} />
          </nav>
        ) : null}
      </header>
    </HeaderDropdownContext.Provider>
  );
}
