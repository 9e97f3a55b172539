import { useId } from 'react';
import { formatCount, formatFooterSize } from '@nzbkino/shared';
import { Skeleton } from '../../components/ui/Skeleton';
import { de } from '../../i18n/de';
import { EMPTY_STATS } from './stats.api';
import { useStats } from './useStats';

export function FooterStats() {
  const headingId = useId();
  const { data, isPending } = useStats();
  // A failed load shows zeros rather than an error (spec 000 §8).
  const stats = data ?? EMPTY_STATS;
  const rows = [
    { label: de.footer.movies, value: formatCount(stats.movieCount) },
    { label: de.footer.series, value: formatCount(stats.seriesCount) },
    { label: de.footer.releases, value: formatCount(stats.releaseCount) },
    { label: de.footer.users, value: formatCount(stats.userCount) },
    { label: de.footer.totalSize, value: formatFooterSize(stats.totalSize) },
  ];

  return (
    <section aria-labelledby={headingId} aria-busy={isPending}>
      <h2 id={headingId} className="text-sm font-bold tracking-wide text-white uppercase">
        {de.footer.statsHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-ink-300">{row.label}</dt>
            <dd className="text-right font-semibold text-ink-100 tabular-nums">
              {isPending ? <Skeleton className="ml-auto h-4 w-16" /> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
