import { useId } from 'react';
import type { Episode } from '@nzbkino/api-types';
import { formatDate, formatRating } from '@nzbkino/shared';
import { CalendarDays, Clock, Star } from 'lucide-react';
import { SmartImage } from '../../../components/ui/SmartImage';
import { de } from '../../../i18n/de';
import { truncate } from '../../../lib/text';

export interface EpisodeCardProps {
  episode: Episode;
  selected: boolean;
  onSelect: () => void;
}

const EPISODE_PLOT_LENGTH = 220;

/** Still, number, title, runtime, air date, rating, release count and plot of an episode (spec 001 §2.4). */
export function EpisodeCard({ episode, selected, onSelect }: EpisodeCardProps) {
  const title = episode.title || de.seriesDetail.episodeFallbackTitle(episode.episodeNumber);
  const plot = truncate(episode.overview || episode.plot, EPISODE_PLOT_LENGTH);
  const metaId = useId();
  const plotId = useId();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${de.seriesDetail.episodeNumber(episode.episodeNumber)}: ${title}`}
      aria-describedby={plot ? `${metaId} ${plotId}` : metaId}
      className={`flex w-full gap-3 overflow-hidden rounded-xl border p-3 text-left transition-colors ${
        selected ? 'border-brand-400 bg-brand-400/10' : 'border-ink-700 bg-ink-900/60 hover:border-ink-500'
      }`}
    >
      <div className="aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-ink-800 sm:w-48">
        <SmartImage
          kind="episodes"
          path={episode.stillPath}
          alt=""
          sizes="(min-width: 640px) 192px, 112px"
          className="size-full object-cover"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wide text-brand-300 uppercase">
          {de.seriesDetail.episodeNumber(episode.episodeNumber)}
        </p>
        <p className="mt-0.5 font-bold text-white">{title}</p>
        <p id={metaId} className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-300">
          {episode.runtime ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {de.common.minutes(episode.runtime)}
            </span>
          ) : null}
          {episode.airDate ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {formatDate(episode.airDate)}
            </span>
          ) : null}
          {episode.rating ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-brand-400 text-brand-400" aria-hidden="true" />
              {formatRating(episode.rating)}
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${
              episode.releaseCount > 0 ? 'bg-emerald-400/15 text-emerald-200' : 'bg-ink-700 text-ink-300'
            }`}
          >
            {de.seriesDetail.releaseCount(episode.releaseCount)}
          </span>
        </p>
        {plot ? (
          <p id={plotId} className="mt-2 line-clamp-3 text-sm text-ink-300">
            {plot}
          </p>
        ) : null}
      </div>
    </button>
  );
}
