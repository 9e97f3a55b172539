import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` for a pointer press or focus outside `ref` while `active`. */
export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const handle = (event: Event) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', handle);
    document.addEventListener('touchstart', handle);
    document.addEventListener('focusin', handle);
    return () => {
      document.removeEventListener('mousedown', handle);
      document.removeEventListener('touchstart', handle);
      document.removeEventListener('focusin', handle);
    };
  }, [ref, active, onOutside]);
}
