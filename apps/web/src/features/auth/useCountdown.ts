import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts when the calling component mounts,
 * ticking every second; calls `onDone` once it reaches 0.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [until] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        window.clearInterval(timer);
        onDone();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until, onDone]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
