import { useQuery } from '@tanstack/react-query';
import type { MovieCard, MovieDetail } from '@nzbkino/api-types';
import { PosterTile } from '../../../components/catalogue/PosterTile';
import { de } from '../../../i18n/de';
import { fetchRelatedMovies, movieKeys } from '../movies.api';
import { fetchSuggestions } from './suggestions';

function TileGrid({ title, movies }: { title: string; movies: readonly MovieCard[] }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-xl font-bold text-white">{title}</h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
        {movies.map((movie) => (
          <li key={movie.id}>
            <PosterTile
              to={`/movies/${movie.slug}`}
              title={movie.title}
              posterPath={movie.posterPath}
              subtitle={movie.year ? String(movie.year) : null}
              rating={movie.rating}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Related movies, or four suggestions when there are none or they cannot be loaded (spec 001 §4). */
export function RelatedMovies({ movie }: { movie: MovieDetail }) {
  const related = useQuery({
    queryKey: movieKeys.related(movie.slug),
    queryFn: ({ signal }) => fetchRelatedMovies(movie.slug, signal),
  });
  const needSuggestions = related.isError || (related.isSuccess && related.data.length === 0);
  const suggestions = useQuery({
    queryKey: movieKeys.suggestions(movie.slug),
    queryFn: ({ signal }) => fetchSuggestions(movie, signal),
    enabled: needSuggestions,
    staleTime: Infinity,
  });

  if (related.isSuccess && related.data.length > 0) {
    return <TileGrid title={de.movieDetail.related} movies={related.data} />;
  }
  if (needSuggestions && suggestions.data && suggestions.data.length > 0) {
    return <TileGrid title={de.movieDetail.suggestions} movies={suggestions.data} />;
  }
  return null;
}
