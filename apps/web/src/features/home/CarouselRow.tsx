import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { HorizontalScroller } from '../../components/ui/HorizontalScroller';
import { Skeleton } from '../../components/ui/Skeleton';
import { de } from '../../i18n/de';

/** Spec 000 §9. */
export const CAROUSEL_STEP_PX = 1040;

export interface CarouselRowProps<T> {
  title: string;
  viewAllTo: string;
  items: readonly T[] | undefined;
  isPending: boolean;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

const tile = 'w-36 shrink-0 snap-start sm:w-44';

/** A titled, horizontally scrolling row of the home page; hidden when it has nothing to show. */
export function CarouselRow<T>({
  title,
  viewAllTo,
  items,
  isPending,
  itemKey,
  renderItem,
}: CarouselRowProps<T>) {
  const headingId = useId();
  if (!isPending && (!items || items.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={isPending}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-white sm:text-2xl">
          {title}
        </h2>
        <Link
          to={viewAllTo}
          aria-label={de.home.viewAllOf(title)}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-300 hover:underline"
        >
          {de.home.viewAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <div className="flex gap-4 overflow-hidden pb-2">
          <span className="sr-only" role="status">
            {de.home.rowLoading(title)}
          </span>
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className={tile}>
              <Skeleton className="aspect-[2/3] w-full rounded-xl" />
              <Skeleton className="mt-2 h-4 w-3/4" />
            </div>
          ))}
        </div>
      ) : (
        <HorizontalScroller step={CAROUSEL_STEP_PX} label={title}>
          <ul className="flex gap-4">
            {items!.map((item) => (
              <li key={itemKey(item)} className={tile}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        </HorizontalScroller>
      )}
    </section>
  );
}
