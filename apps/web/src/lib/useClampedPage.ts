import { useEffect, useEffectEvent } from 'react';

/**
 * A shared link to a page that no longer exists (fewer results by now) moves to
 * the last page instead of showing an empty list. `totalPages` is null while unknown.
 */
export function useClampedPage(
  page: number,
  totalPages: number | null,
  setPage: (page: number, replace: boolean) => void,
) {
  const clamp = useEffectEvent((last: number) => setPage(last, true));
  useEffect(() => {
    if (totalPages === null) return;
    const last = Math.max(1, totalPages);
    if (page > last) clamp(last);
  }, [page, totalPages]);
}
