import type { SeriesDetail } from '@nzbkino/api-types';
import { formatLongDate } from '@nzbkino/shared';
import { CalendarDays, Layers, ListVideo } from 'lucide-react';
import { HeroFact, RatingFact, WorkHero } from '../../../components/catalogue/WorkHero';
import { TrailerButton } from '../../../components/media/TrailerButton';
import { seriesTrailer } from '../../../components/media/trailers';
import { WatchlistToggle } from '../../../components/media/WatchlistToggle';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { de, type SeriesStatus } from '../../../i18n/de';
import { seriesStatus } from '../series-rules';

const STATUS_TONES: Readonly<Record<SeriesStatus, BadgeTone>> = {
  Continuing: 'success',
  Ended: 'neutral',
  Canceled: 'danger',
};

/** Backdrop, breadcrumb, poster, facts, status, trailer and watchlist of a series (spec 001 §2.4). */
export function SeriesHero({ series }: { series: SeriesDetail }) {
  const title = series.title || series.name;
  const status = seriesStatus(series.status);
  const facts = (
    <>
      {series.firstAirDate ? (
        <HeroFact
          icon={<CalendarDays className="size-4 text-ink-400" aria-hidden="true" />}
          label={de.seriesDetail.firstAirDate}
        >
          {formatLongDate(series.firstAirDate)}
        </HeroFact>
      ) : null}
      <RatingFact rating={series.rating} votes={series.voteCount} />
      <HeroFact
        icon={<Layers className="size-4 text-ink-400" aria-hidden="true" />}
        label={de.seriesDetail.seasonsHeading}
      >
        {de.seriesDetail.seasons(series.numberOfSeasons)}
      </HeroFact>
      <HeroFact
        icon={<ListVideo className="size-4 text-ink-400" aria-hidden="true" />}
        label={de.seriesDetail.episodeList}
      >
        {de.seriesDetail.episodes(series.numberOfEpisodes)}
      </HeroFact>
    </>
  );
  return (
    <WorkHero
      title={title}
      backdropPath={series.backdropPath}
      posterPath={series.posterPath}
      section={{ label: de.series.title, to: '/series' }}
      titleBadge={
        status ? (
          <Badge tone={STATUS_TONES[status]} data-status={status}>
            <span className="sr-only">{de.seriesDetail.statusLabel}: </span>
            {de.seriesDetail.status[status]}
          </Badge>
        ) : null
      }
      originalTitle={series.originalTitle}
      factsLabel={de.seriesDetail.facts}
      facts={facts}
      actions={
        <>
          <TrailerButton trailer={seriesTrailer(series.trailers)} />
          <WatchlistToggle kind="series" id={series.id} title={title} />
        </>
      }
    />
  );
}
