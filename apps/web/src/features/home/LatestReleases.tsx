import { useId } from 'react';
import { Link } from 'react-router';
import type { Release } from '@nzbkino/api-types';
import { formatDate, formatRelativeTime, formatSize } from '@nzbkino/shared';
import { ArrowRight } from 'lucide-react';
import { LanguageFlag } from '../../components/release/LanguageFlag';
import { groupOf, languageClass, releaseLink } from '../../components/release/release-rules';
import { ReleaseTypeBadge } from '../../components/release/ReleaseTypeBadge';
import { Skeleton } from '../../components/ui/Skeleton';
import { de } from '../../i18n/de';

export interface LatestReleasesProps {
  releases: readonly Release[] | undefined;
  isPending: boolean;
}

function ReleaseRow({ release }: { release: Release }) {
  const link = releaseLink(release);
  const group = groupOf(release);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ReleaseTypeBadge release={release} />
        {link ? (
          <Link to={link} className="min-w-0 font-medium break-all text-ink-100 hover:text-brand-300">
            {release.name}
          </Link>
        ) : (
          <span className="min-w-0 font-medium break-all text-ink-100">{release.name}</span>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 pl-0 text-sm text-ink-300 sm:pl-0">
        <span className="tabular-nums">{formatSize(release.size)}</span>
        {group ? <span className="text-ink-200">{group}</span> : null}
        <LanguageFlag language={languageClass(release)} />
        <time dateTime={release.createdAt} title={formatDate(release.createdAt)}>
          {formatRelativeTime(release.createdAt)}
        </time>
      </div>
    </li>
  );
}

/** Neueste Releases: the 15 newest releases as a list (spec 000 §2). */
export function LatestReleases({ releases, isPending }: LatestReleasesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={isPending}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-white sm:text-2xl">
          {de.home.latestReleases}
        </h2>
        <Link
          to="/releases"
          aria-label={de.home.viewAllOf(de.home.latestReleases)}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-300 hover:underline"
        >
          {de.home.viewAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-900/60">
        {isPending ? (
          <ul className="divide-y divide-ink-800">
            <li className="sr-only" role="status">
              {de.home.rowLoading(de.home.latestReleases)}
            </li>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="flex items-center gap-3 px-4 py-3.5">
                <Skeleton className="h-5 w-12 rounded-full" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
          </ul>
        ) : releases && releases.length > 0 ? (
          <ul className="divide-y divide-ink-800">
            {releases.map((release) => (
              <ReleaseRow key={release.id} release={release} />
            ))}
          </ul>
        ) : (
          <p className="px-4 py-8 text-center text-ink-300">{de.home.noReleases}</p>
        )}
      </div>
    </section>
  );
}
