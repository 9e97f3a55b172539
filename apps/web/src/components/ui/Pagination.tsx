import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { de } from '../../i18n/de';
import { canGoTo, pageWindow } from './pagination-window';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Shown beside 'Seite X von Y', e.g. '1.234 Filme gesamt'. */
  summary?: ReactNode;
  onPageChange: (page: number) => void;
}

const buttonClass =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-40';
const idle = 'border-ink-700 bg-ink-900 text-ink-100 hover:border-ink-500 hover:bg-ink-800';
const active = 'border-brand-400 bg-brand-400 text-ink-950';

interface ArrowSpec {
  target: number;
  label: string;
  icon: LucideIcon;
  disabled: boolean;
}

/** First, previous, five numbers, next, last; only rendered when there is more than one page. */
export function Pagination({ page, totalPages, summary, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (canGoTo(target, page, totalPages)) onPageChange(target);
  };
  const arrows: ArrowSpec[] = [
    { target: 1, label: de.pagination.first, icon: ChevronsLeft, disabled: page <= 1 },
    { target: page - 1, label: de.pagination.previous, icon: ChevronLeft, disabled: page <= 1 },
  ];
  const forward: ArrowSpec[] = [
    { target: page + 1, label: de.pagination.next, icon: ChevronRight, disabled: page >= totalPages },
    { target: totalPages, label: de.pagination.last, icon: ChevronsRight, disabled: page >= totalPages },
  ];
  const arrowButton = ({ target, label, icon: Icon, disabled }: ArrowSpec) => (
    <li key={label}>
      <button
        type="button"
        className={`${buttonClass} ${idle}`}
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => go(target)}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </li>
  );

  return (
    <nav aria-label={de.pagination.label} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {arrows.map(arrowButton)}
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`${buttonClass} ${number === page ? active : idle}`}
              aria-label={de.pagination.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {forward.map(arrowButton)}
      </ul>
      <p className="text-sm text-ink-300">
        {de.pagination.pageOf(page, totalPages)}
        {summary ? <span> · {summary}</span> : null}
      </p>
    </nav>
  );
}
