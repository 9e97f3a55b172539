import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ParamPatch = Record<string, string | number | null | undefined>;

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
  /** Keep the current page; by default any change of filters, search or sort goes back to page 1. */
  keepPage?: boolean;
}

/**
 * Screen state kept in the query string, so every list view can be shared and
 * survives a reload. Empty values are removed instead of written as `?x=`.
 *
 * A change builds on the address this hook last wrote, not on the one last
 * rendered: the router renders a navigation in a transition, and React Router's
 * own functional update reads the rendered address, so a search typed while the
 * "unmatched only" tick was still rendering dropped the tick.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A navigation from elsewhere (back button, a link) replaces what was written here.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: ParamPatch, { replace = false, keepPage = false }: UpdateOptions = {}) => {
      const next = new URLSearchParams(latest.current);
      if (!keepPage) next.delete('page');
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  return { params, update };
}

/** A positive page number from the query string; anything else is page 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `value` when it is one of `allowed`, otherwise `fallback` (a hand-edited URL must not break the page). */
export function pickFrom<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
