import { useEffect, useState } from 'react';

/** False at first, true after `delayMs`: lets the secondary lists start after the first ones. */
export function useDelayedFlag(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
