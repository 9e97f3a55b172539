import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Episode } from '@nzbkino/api-types';
import { ExternalLink } from 'lucide-react';
import { ReleasesBlock } from '../../../components/release/ReleasesBlock';
import { de } from '../../../i18n/de';
import { fetchReleaseList, releaseKeys } from '../../releases/releases.api';
import { episodeCode } from '../series-rules';

export interface EpisodeReleasesProps {
  seriesSlug: string;
  seasonNumber: number;
  episode: Episode;
}

/** 'Verfügbare Releases für <title> (SxEy)' with the table; scrolled into view when an episode is chosen. */
export function EpisodeReleases({ seriesSlug, seasonNumber, episode }: EpisodeReleasesProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const query = { episodeId: episode.id };
  const releases = useQuery({
    queryKey: releaseKeys.list(query),
    queryFn: ({ signal }) => fetchReleaseList(query, signal),
  });
  const title = episode.title || de.seriesDetail.episodeFallbackTitle(episode.episodeNumber);
  const heading = de.seriesDetail.releasesFor(title, episodeCode(seasonNumber, episode.episodeNumber));

  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [episode.id]);

  return (
    <section ref={sectionRef} aria-label={heading} className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-bold text-white">{heading}</h3>
        <Link
          to={`/series/${seriesSlug}/season/${seasonNumber}/episode/${episode.episodeNumber}?episodeId=${episode.id}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:underline"
        >
          {de.seriesDetail.episodePage}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      <ReleasesBlock
        releases={releases.data}
        isPending={releases.isPending}
        isError={releases.isError}
        onRetry={() => void releases.refetch()}
        variant="series"
        emptyTitle={de.seriesDetail.noReleases}
        loadingText={de.seriesDetail.releasesLoading}
        caption={heading}
      />
    </section>
  );
}
