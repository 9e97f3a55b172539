import { Link } from 'react-router';
import type { SeriesCard } from '@nzbkino/api-types';
import { GenreTags } from '../../components/catalogue/GenreTags';
import { RatingBadge } from '../../components/catalogue/RatingBadge';
import { SmartImage } from '../../components/ui/SmartImage';
import { de } from '../../i18n/de';
import { truncate, yearOf } from '../../lib/text';
import { CARD_IMAGE_SIZES } from '../movies/MovieCardView';

/** Spec 001 §9: series plots are cut to 150 characters. */
export const SERIES_PLOT_LENGTH = 150;

/** A card of the series list: poster, rating, title, first-air year, season count, genres and plot. */
export function SeriesCardView({ series }: { series: SeriesCard }) {
  const plot = truncate(series.plot, SERIES_PLOT_LENGTH);
  const year = yearOf(series.firstAirDate);
  const title = series.title || series.name;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-ink-700 bg-ink-900/70 transition-colors hover:border-ink-500">
      <Link to={`/series/${series.slug}`} className="relative block aspect-[2/3] bg-ink-800" tabIndex={-1}>
        <SmartImage
          kind="posters"
          path={series.posterPath}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <RatingBadge rating={series.rating} className="absolute top-2 right-2" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-sm leading-snug font-bold text-white">
          <Link to={`/series/${series.slug}`} className="hover:text-brand-300">
            {title}
          </Link>
        </h2>
        <p className="-mt-1 text-xs text-ink-400">
          {[year, series.numberOfSeasons > 0 ? de.series.seasonCount(series.numberOfSeasons) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <GenreTags genres={series.genres} />
        {plot ? <p className="line-clamp-4 text-xs leading-relaxed text-ink-300">{plot}</p> : null}
      </div>
    </article>
  );
}
