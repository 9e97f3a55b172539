import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MovieDetail, Release } from '@nzbkino/api-types';
import { formatReleaseSize } from '@nzbkino/shared';
import { Award } from 'lucide-react';
import { QualityBadge } from '../../../components/release/QualityBadge';
import { ReleaseActionButton } from '../../../components/release/ReleaseActionButton';
import { ReleaseName } from '../../../components/release/ReleaseName';
import { ReleasesBlock } from '../../../components/release/ReleasesBlock';
import { bestRelease, resolutionOf } from '../../../components/release/release-rules';
import { de } from '../../../i18n/de';
import { fetchMovieReleases, movieKeys } from '../movies.api';

function BestRelease({ releases }: { releases: readonly Release[] }) {
  const best = bestRelease(releases);
  if (!best) {
    return <p className="text-sm text-ink-300">{de.movieDetail.noSuitableRelease}</p>;
  }
  const resolution = resolutionOf(best);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-500/30 bg-brand-400/5 px-4 py-3">
      <Award className="size-5 shrink-0 text-brand-400" aria-hidden="true" />
      <span className="text-sm font-semibold text-brand-200">{de.movieDetail.bestRelease}</span>
      <QualityBadge resolution={resolution} label={resolution ?? 'SD'} />
      <span className="order-last min-w-0 basis-full text-sm text-ink-100 sm:order-none sm:basis-0 sm:flex-1">
        <ReleaseName name={best.name} />
      </span>
      <span className="ml-auto text-sm text-ink-300 tabular-nums sm:ml-0">
        {formatReleaseSize(best.size)}
      </span>
      <ReleaseActionButton action="download" release={best} place="detail" />
    </div>
  );
}

export function MovieReleases({ movie }: { movie: MovieDetail }) {
  const headingId = useId();
  const releases = useQuery({
    queryKey: movieKeys.releases(movie.slug),
    queryFn: ({ signal }) => fetchMovieReleases(movie.slug, signal),
  });
  const list = releases.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-white">
        {de.movieDetail.releases}
        {list.length > 0 ? (
          <span className="ml-2 text-base font-normal text-ink-400">({list.length})</span>
        ) : null}
      </h2>
      {list.length > 0 ? <BestRelease releases={list} /> : null}
      <ReleasesBlock
        releases={releases.data}
        isPending={releases.isPending}
        isError={releases.isError}
        onRetry={() => void releases.refetch()}
        variant="movie"
        caption={de.movieDetail.releases}
      />
    </section>
  );
}
