import type { MovieDetail } from '@nzbkino/api-types';
import { formatLongDate } from '@nzbkino/shared';
import { CalendarDays, Clock, ExternalLink } from 'lucide-react';
import { RatingBadge } from '../../../components/catalogue/RatingBadge';
import { HeroFact, RatingFact, WorkHero } from '../../../components/catalogue/WorkHero';
import { TrailerButton } from '../../../components/media/TrailerButton';
import { movieTrailer } from '../../../components/media/trailers';
import { WatchlistToggle } from '../../../components/media/WatchlistToggle';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/button-styles';
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
  const description = movie.overview || movie.plot || de.common.noDescription;
  const date = movie.releaseDate ?? movie.release_date;
  const facts = (
    <>
      {date ? (
        <HeroFact
          icon={<CalendarDays className="size-4 text-ink-400" aria-hidden="true" />}
          label={de.movieDetail.releaseDate}
        >
          {formatLongDate(date)}
        </HeroFact>
      ) : null}
      {movie.runtime ? (
        <HeroFact
          icon={<Clock className="size-4 text-ink-400" aria-hidden="true" />}
          label={de.movieDetail.runtime}
        >
          {de.common.minutes(movie.runtime)}
        </HeroFact>
      ) : null}
      <RatingFact rating={movie.rating} votes={movie.ratingCount} />
    </>
  );
  const genres =
    movie.genres.length > 0 ? (
      <ul aria-label={de.movieDetail.genres} className="mt-4 flex flex-wrap gap-2">
        {movie.genres.map((genre) => (
          <li key={genre.id}>
            <Badge>{genre.name}</Badge>
          </li>
        ))}
      </ul>
    ) : null;
  const actions = (
    <>
      <TrailerButton trailer={movieTrailer(movie.trailers)} />
      <WatchlistToggle kind="movie" id={movie.id} title={movie.title} />
      {movie.imdbId ? (
        <ExternalButton href={`https://www.imdb.com/title/${movie.imdbId}`} label={de.movieDetail.imdb} />
      ) : null}
      {movie.tmdbId ? (
        <ExternalButton
          href={`https://www.themoviedb.org/movie/${movie.tmdbId}`}
          label={de.movieDetail.tmdb}
        />
      ) : null}
    </>
  );
  return (
    <WorkHero
      title={movie.title}
      backdropPath={movie.backdropPath}
      posterPath={movie.posterPath}
      section={{ label: de.movies.title, to: '/movies' }}
      posterBadge={<RatingBadge rating={movie.rating} className="absolute top-2 right-2 md:hidden" />}
      originalTitle={movie.originalTitle}
      factsLabel={de.movieDetail.facts}
      facts={facts}
      tags={genres}
      actions={actions}
    >
      <div className="mt-8 max-w-4xl">
        <h2 className="text-xl font-bold text-white">{de.movieDetail.description}</h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-200">{description}</p>
      </div>
    </WorkHero>
  );
}
