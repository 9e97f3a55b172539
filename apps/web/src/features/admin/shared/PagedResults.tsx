import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState } from '../../../components/ui/StateMessage';

export interface PagedResultsProps {
  /** The page the server answered: its number, the page count and the total. */
  page: { page: number; totalPages: number; total: number };
  /** Whether this page holds nothing (the empty state is shown instead). */
  empty: boolean;
  emptyText: string;
  /** "3 Einträge": the total in the screen's words. */
  count: (total: number) => string;
  onPageChange: (page: number) => void;
  /** The page's items. */
  children: ReactNode;
}

/** One page of an admin list: the total, the items and the page navigation, or the empty state. */
export function PagedResults({ page, empty, emptyText, count, onPageChange, children }: PagedResultsProps) {
  if (empty) return <EmptyState title={emptyText} className="py-12" />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-300">{count(page.total)}</p>
      {children}
      <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
