import { createContext, useContext } from 'react';

/** The header's dropdowns (user menu now, the notification bell later): at most one is open. */
export type HeaderDropdownId = 'user' | 'notifications';

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
