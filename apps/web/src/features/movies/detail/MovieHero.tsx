import type { MovieDetail } from '@nzbkino/shared';
import { formatLongDate, formatRating } from '@nzbkino/shared';
import { CalendarDays, Clock, ExternalLink, Star } from 'lucide-react';
import { RatingBadge, hasRating } from '../../../components/catalogue/RatingBadge';
import { TrailerButton } from '../../../components/media/TrailerButton';
import { movieTrailer } from '../../../components/media/trailers';
import { WatchlistToggle } from '../../../components/media/WatchlistToggle';
import { Badge } from '../../../components/ui/Badge';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SmartImage } from '../../../components/ui/SmartImage';
import { de } from '../../../i18n/de';

function ExternalButton({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('ghost', 'lg', 'border border-ink-600')}
    >
      {label}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{de.common.externalLink}</span>
    </a>
  );
}

/** Backdrop, poster, facts and actions of a movie (spec 001 §2.2). */
export function MovieHero({ movie }: { movie: MovieDetail }) {
  const trailer = movieTrailer(movie.trailers);
  const description = movie.overview || movie.plot || de.common.noDescription;
  const date = movie.releaseDate ?? movie.release_date;
  return (
    <section className="relative isolate">
      <div className="absolute inset-x-0 top-0 -z-10 h-[420px] overflow-hidden sm:h-[520px]">
        <SmartImage
          kind="backdrops"
          path={movie.backdropPath}
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
            { label: de.movies.title, to: '/movies' },
            { label: movie.title },
          ]}
        />
        <div className="mt-24 flex flex-col gap-6 sm:mt-40 md:flex-row md:items-end">
          <div className="relative w-40 shrink-0 overflow-hidden rounded-2xl border border-ink-600 shadow-2xl shadow-black/60 sm:w-56">
            <SmartImage
              kind="posters"
              path={movie.posterPath}
              alt={movie.title}
              sizes="(min-width: 640px) 224px, 160px"
              className="aspect-[2/3] w-full object-cover"
            />
            <RatingBadge rating={movie.rating} className="absolute top-2 right-2 md:hidden" />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
              {movie.title}
            </h1>
            {movie.originalTitle && movie.originalTitle !== movie.title ? (
              <p className="mt-1 text-ink-300">{de.movieDetail.originalTitle(movie.originalTitle)}</p>
            ) : null}
            <dl
              aria-label={de.movieDetail.facts}
              className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-200"
            >
              {date ? (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <CalendarDays className="size-4 text-ink-400" aria-hidden="true" />
                    <span className="sr-only">{de.movieDetail.releaseDate}</span>
                  </dt>
                  <dd>{formatLongDate(date)}</dd>
                </div>
              ) : null}
              {movie.runtime ? (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Clock className="size-4 text-ink-400" aria-hidden="true" />
                    <span className="sr-only">{de.movieDetail.runtime}</span>
                  </dt>
                  <dd>{de.common.minutes(movie.runtime)}</dd>
                </div>
              ) : null}
              {hasRating(movie.rating) ? (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Star className="size-4 fill-brand-400 text-brand-400" aria-hidden="true" />
                    <span className="sr-only">{de.movieDetail.rating}</span>
                  </dt>
                  <dd>
                    <span className="font-bold text-white">
                      {de.common.ratingOutOf10(formatRating(movie.rating))}
                    </span>
                    {movie.ratingCount > 0 ? (
                      <span className="text-ink-400"> ({de.common.votes(movie.ratingCount)})</span>
                    ) : null}
                  </dd>
                </div>
              ) : null}
            </dl>
            {movie.genres.length > 0 ? (
              <ul aria-label={de.movieDetail.genres} className="mt-4 flex flex-wrap gap-2">
                {movie.genres.map((genre) => (
                  <li key={genre.id}>
                    <Badge>{genre.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              <TrailerButton trailer={trailer} />
              <WatchlistToggle kind="movie" id={movie.id} title={movie.title} />
              {movie.imdbId ? (
                <ExternalButton
                  href={`https://www.imdb.com/title/${movie.imdbId}`}
                  label={de.movieDetail.imdb}
                />
              ) : null}
              {movie.tmdbId ? (
                <ExternalButton
                  href={`https://www.themoviedb.org/movie/${movie.tmdbId}`}
                  label={de.movieDetail.tmdb}
                />
              ) : null}
            </div>
          </div>
        </div>
        <div className="mt-8 max-w-4xl">
          <h2 className="text-xl font-bold text-white">{de.movieDetail.description}</h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-200">{description}</p>
        </div>
      </div>
    </section>
  );
}
