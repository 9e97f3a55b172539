import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Season } from '@nzbkino/api-types';
import { SmartImage } from '../../../components/ui/SmartImage';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/StateMessage';
import { de } from '../../../i18n/de';
import { yearOf } from '../../../lib/text';
import { fetchSeasonEpisodes, seriesKeys } from '../series.api';
import { EpisodeCard } from './EpisodeCard';
import { EpisodeReleases } from './EpisodeReleases';
import { seasonLabel } from './SeasonTabs';

export interface SeasonPanelProps {
  seriesSlug: string;
  season: Season;
  episodeNumber: number | null;
  onSelectEpisode: (episodeNumber: number) => void;
  /** Called when the season turns out to have no episodes. */
  onEmpty: (seasonNumber: number) => void;
}

/** Poster, episode count, air year and plot of a season, its episodes, and the chosen episode's releases. */
export function SeasonPanel({
  seriesSlug,
  season,
  episodeNumber,
  onSelectEpisode,
  onEmpty,
}: SeasonPanelProps) {
  const episodes = useQuery({
    queryKey: seriesKeys.episodes(season.id),
    queryFn: ({ signal }) => fetchSeasonEpisodes(season.id, signal),
  });
  const reportEmpty = useEffectEvent(() => onEmpty(season.seasonNumber));
  const isEmpty = episodes.isSuccess && episodes.data.length === 0;
  useEffect(() => {
    if (isEmpty) reportEmpty();
  }, [isEmpty, season.id]);

  const list = episodes.data ?? [];
  const selected =
    episodeNumber === null ? null : (list.find((e) => e.episodeNumber === episodeNumber) ?? null);
  const year = yearOf(season.airDate);
  const count = episodes.isSuccess ? list.length : season.episodeCount;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 sm:flex-row">
        <div className="w-24 shrink-0 overflow-hidden rounded-lg border border-ink-700 sm:w-28">
          <SmartImage
            kind="posters"
            path={season.posterPath}
            alt=""
            sizes="112px"
            className="aspect-[2/3] w-full object-cover"
          />
        </div>
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-white">{season.name || seasonLabel(season.seasonNumber)}</h3>
          <p className="mt-1 text-sm text-ink-300">
            {[de.seriesDetail.seasonEpisodes(count), year].filter(Boolean).join(' · ')}
          </p>
          {season.plot ? <p className="mt-2 text-sm leading-relaxed text-ink-200">{season.plot}</p> : null}
        </div>
      </div>
      {episodes.isPending ? (
        <LoadingState label={de.seriesDetail.episodesLoading} className="py-10" />
      ) : episodes.isError ? (
        <ErrorState
          message={de.seriesDetail.episodesError}
          onRetry={() => void episodes.refetch()}
          retrying={episodes.isFetching}
          className="py-10"
        />
      ) : list.length === 0 ? (
        <EmptyState title={de.seriesDetail.noEpisodes} className="py-10" />
      ) : (
        <ul aria-label={de.seriesDetail.episodeList} className="grid gap-3 lg:grid-cols-2">
          {list.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard
                episode={episode}
                selected={selected?.id === episode.id}
                onSelect={() => onSelectEpisode(episode.episodeNumber)}
              />
            </li>
          ))}
        </ul>
      )}
      {selected ? (
        <EpisodeReleases seriesSlug={seriesSlug} seasonNumber={season.seasonNumber} episode={selected} />
      ) : null}
    </div>
  );
}
