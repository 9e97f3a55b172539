import { useEffect, useState } from 'react';

/** Spec 000 §9. */
export const HERO_ROTATION_MS = 7000;

/**
 * The shown slide of the hero: moves on every 7 seconds, wrapping, only when
 * there is more than one slide and nobody is pointing at or focusing it.
 * Choosing a slide restarts the 7 seconds. `moved` tells whether any slide but
 * the first has been shown (the first one appears without a fade, so the
 * browser can paint it at once).
 */
export function useHeroRotation(count: number, paused: boolean) {
  const [state, setState] = useState({ selected: 0, moved: false });
  const index = count > 0 ? state.selected % count : 0;

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = window.setTimeout(
      () => setState((current) => ({ selected: ((current.selected % count) + 1) % count, moved: true })),
      HERO_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [index, count, paused]);

  const select = (next: number) => setState({ selected: next, moved: true });
  return { index, moved: state.moved, select };
}
