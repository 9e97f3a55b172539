import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Lazy pages and images change the height after the first paint; repeating the
// scroll catches that (spec 000 §9: 0, 10 and 50 ms).
const SCROLL_DELAYS_MS = [0, 10, 50];

export function ScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    const timers = SCROLL_DELAYS_MS.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [key]);
  return null;
}
