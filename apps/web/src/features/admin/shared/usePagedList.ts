import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useClampedPage } from '../../../lib/useClampedPage';
import type { ParamPatch, UpdateOptions } from '../../../lib/useQueryParams';

/**
 * One page of an admin list whose page number lives in the address
 * (`useQueryParams`): the page shown stays while the next one loads, a link
 * past the last page moves to the last one, and `goTo` pages without
 * touching the screen's filters.
 */
export function usePagedList<T extends { totalPages: number }>(
  page: number,
  update: (patch: ParamPatch, options?: UpdateOptions) => void,
  queryKey: QueryKey,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
) {
  const list = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
  useClampedPage(page, list.data?.totalPages ?? null, (last, replace) =>
    update({ page: last }, { replace, keepPage: true }),
  );
  return { list, goTo: (next: number) => update({ page: next }, { keepPage: true }) };
}
