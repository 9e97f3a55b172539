import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { de } from '../../i18n/de';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label={de.common.breadcrumb} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-300">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight className="size-4 shrink-0 text-ink-500" aria-hidden="true" /> : null}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-brand-300">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-100">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
