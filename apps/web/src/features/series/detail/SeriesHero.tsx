import type { SeriesDetail } from '@nzbkino/shared';
import { formatLongDate, formatRating } from '@nzbkino/shared';
import { CalendarDays, Layers, ListVideo, Star } from 'lucide-react';
import { hasRating } from '../../../components/catalogue/RatingBadge';
import { TrailerButton } from '../../../components/media/TrailerButton';
import { seriesTrailer } from '../../../components/media/trailers';
import { WatchlistToggle } from '../../../components/media/WatchlistToggle';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import { SmartImage } from '../../../components/ui/SmartImage';
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
  const trailer = seriesTrailer(series.trailers);
  const fact = 'flex items-center gap-1.5';
  return (
    <section className="relative isolate">
      <div className="absolute inset-x-0 top-0 -z-10 h-[420px] overflow-hidden sm:h-[520px]">
        <SmartImage
          kind="backdrops"
          path={series.backdropPath}
          alt=""
          sizes="100vw"
          priority
          className="size-full object-cover opacity-60"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/70 to-ink-950/20"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <Breadcrumb
          items={[
            { label: de.common.home, to: '/' },
            { label: de.series.title, to: '/series' },
            { label: title },
          ]}
        />
        <div className="mt-24 flex flex-col gap-6 sm:mt-40 md:flex-row md:items-end">
          <div className="w-40 shrink-0 overflow-hidden rounded-2xl border border-ink-600 shadow-2xl shadow-black/60 sm:w-56">
            <SmartImage
              kind="posters"
              path={series.posterPath}
              alt={title}
              sizes="(min-width: 640px) 224px, 160px"
              className="aspect-[2/3] w-full object-cover"
            />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
                {title}
              </h1>
              {status ? (
                <Badge tone={STATUS_TONES[status]} data-status={status}>
                  <span className="sr-only">{de.seriesDetail.statusLabel}: </span>
                  {de.seriesDetail.status[status]}
                </Badge>
              ) : null}
            </div>
            {series.originalTitle && series.originalTitle !== title ? (
              <p className="mt-1 text-ink-300">{de.seriesDetail.originalTitle(series.originalTitle)}</p>
            ) : null}
            <dl
              aria-label={de.seriesDetail.facts}
              className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-200"
            >
              {series.firstAirDate ? (
                <div className={fact}>
                  <dt>
                    <CalendarDays className="size-4 text-ink-400" aria-hidden="true" />
                    <span className="sr-only">{de.seriesDetail.firstAirDate}</span>
                  </dt>
                  <dd>{formatLongDate(series.firstAirDate)}</dd>
                </div>
              ) : null}
              {hasRating(series.rating) ? (
                <div className={fact}>
                  <dt>
                    <Star className="size-4 fill-brand-400 text-brand-400" aria-hidden="true" />
                    <span className="sr-only">{de.seriesDetail.rating}</span>
                  </dt>
                  <dd>
                    <span className="font-bold text-white">
                      {de.common.ratingOutOf10(formatRating(series.rating))}
                    </span>
                    {series.voteCount > 0 ? (
                      <span className="text-ink-400"> ({de.common.votes(series.voteCount)})</span>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              <div className={fact}>
                <dt>
                  <Layers className="size-4 text-ink-400" aria-hidden="true" />
                  <span className="sr-only">{de.seriesDetail.seasonsHeading}</span>
                </dt>
                <dd>{de.seriesDetail.seasons(series.numberOfSeasons)}</dd>
              </div>
              <div className={fact}>
                <dt>
                  <ListVideo className="size-4 text-ink-400" aria-hidden="true" />
                  <span className="sr-only">{de.seriesDetail.episodeList}</span>
                </dt>
                <dd>{de.seriesDetail.episodes(series.numberOfEpisodes)}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <TrailerButton trailer={trailer} />
              <WatchlistToggle kind="series" id={series.id} title={title} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
