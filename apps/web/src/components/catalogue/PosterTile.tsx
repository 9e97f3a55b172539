import { Link } from 'react-router';
import { SmartImage } from '../ui/SmartImage';
import { RatingBadge } from './RatingBadge';

export interface PosterTileProps {
  to: string;
  title: string;
  posterPath: string | null;
  /** Year, air date or season count under the title. */
  subtitle?: string | null;
  rating?: number | null;
}

/** A compact poster link for the home rows and the related-movies block. */
export function PosterTile({ to, title, posterPath, subtitle, rating }: PosterTileProps) {
  return (
    <Link to={to} className="group block rounded-xl focus-visible:outline-offset-4">
      <div className="relative aspect-[2/3] overflow-hidden rounded-xl border border-ink-700 bg-ink-800 shadow-lg shadow-black/30">
        <SmartImage
          kind="posters"
          path={posterPath}
          alt=""
          sizes="(min-width: 640px) 176px, 144px"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <RatingBadge rating={rating} className="absolute top-2 right-2" />
      </div>
      <p className="mt-2 line-clamp-2 text-sm font-semibold text-ink-100 group-hover:text-brand-300">
        {title}
      </p>
      {subtitle ? <p className="text-xs text-ink-400">{subtitle}</p> : null}
    </Link>
  );
}
