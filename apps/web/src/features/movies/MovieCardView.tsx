import { Link } from 'react-router';
import type { MovieCard } from '@nzbkino/api-types';
import { GenreTags } from '../../components/catalogue/GenreTags';
import { RatingBadge } from '../../components/catalogue/RatingBadge';
import { SmartImage } from '../../components/ui/SmartImage';
import { truncate } from '../../lib/text';

/** Spec 001 §9: movie plots are cut to 200 characters. */
export const MOVIE_PLOT_LENGTH = 200;

export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 19vw, (min-width: 768px) 24vw, (min-width: 640px) 31vw, 48vw';

/** A card of the movie list: poster, rating, title, year, genres and the start of the plot. */
export function MovieCardView({ movie }: { movie: MovieCard }) {
  const plot = truncate(movie.plot, MOVIE_PLOT_LENGTH);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-ink-700 bg-ink-900/70 transition-colors hover:border-ink-500">
      <Link to={`/movies/${movie.slug}`} className="relative block aspect-[2/3] bg-ink-800" tabIndex={-1}>
        <SmartImage
          kind="posters"
          path={movie.posterPath}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <RatingBadge rating={movie.rating} className="absolute top-2 right-2" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-sm leading-snug font-bold text-white">
          <Link to={`/movies/${movie.slug}`} className="hover:text-brand-300">
            {movie.title}
          </Link>
        </h2>
        {movie.year ? <p className="-mt-1 text-xs text-ink-400">{movie.year}</p> : null}
        <GenreTags genres={movie.genres} />
        {plot ? <p className="line-clamp-4 text-xs leading-relaxed text-ink-300">{plot}</p> : null}
      </div>
    </article>
  );
}
