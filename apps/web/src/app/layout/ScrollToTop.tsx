import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Lazy pages and images change the height after the first paint; repeating the
// scroll catches that (spec 000 §9: 0, 10 and 50 ms).
const SCROLL_DELAYS_MS = [0, 10, 50];
// An address with a fragment (/faq#faq-contact) waits longer for its target: the
// page's module and its data may arrive after the first paint.
const FRAGMENT_DELAYS_MS = [0, 10, 50, 150, 400, 1000, 2000];

function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * After every navigation: to the top, or to the element the address names
 * (`#faq-contact`) as soon as it is there (the top until then); once reached,
 * later tries keep it in view while the page above it grows.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  useEffect(() => {
    const delays = hash ? FRAGMENT_DELAYS_MS : SCROLL_DELAYS_MS;
    let reached = false;
    const timers = delays.map((delay) =>
      window.setTimeout(() => {
        const target = fragmentTarget(hash);
        if (target) {
          reached = true;
          target.scrollIntoView({ block: 'start' });
        } else if (!reached) window.scrollTo(0, 0);
      }, delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [key, hash]);
  return null;
}
