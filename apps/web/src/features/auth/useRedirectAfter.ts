import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `to` after `delayMs` while `active`; the timer dies with the page. */
export function useRedirectAfter(active: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
