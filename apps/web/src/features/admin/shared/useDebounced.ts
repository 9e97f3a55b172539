import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/SearchBox';

/** `value` once it has stopped changing for the search pause of spec 000 §9. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
