import { createContext, useContext } from 'react';

/**
 * The header's menus: the burger menu (mobile navigation), the user menu and
 * the notification bell. At most one is open (spec 000 §2).
 */
export type HeaderDropdownId = 'mobile-nav' | 'user' | 'notifications';

export interface HeaderDropdowns {
  open: HeaderDropdownId | null;
  setOpen(id: HeaderDropdownId | null): void;
}

export const HeaderDropdownContext = createContext<HeaderDropdowns>({ open: null, setOpen: () => undefined });

/** Open state of one header dropdown; opening it closes any other. */
export function useHeaderDropdown(id: HeaderDropdownId) {
  const { open, setOpen } = useContext(HeaderDropdownContext);
  const isOpen = open === id;
  return {
    isOpen,
    toggle: () => setOpen(isOpen ? null : id),
    close: () => {
      if (isOpen) setOpen(null);
    },
  };
}
