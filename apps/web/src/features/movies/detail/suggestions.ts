import type { MovieCard, MovieDetail } from '@nzbkino/api-types';
import { fetchMovies } from '../movies.api';

/** Spec 001 §9: four random movies. */
export const SUGGESTION_COUNT = 4;
/**
 * The original client fetched up to 10,000 movies per attempt; a pool of 60
 * per genre is just as random for four picks and keeps the answer small on a
 * large catalogue.
 */
const POOL_SIZE = 60;

function pickRandom<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * 'Das könnte dich auch interessieren': tried genre by genre, then from all
 * movies, never the movie itself.
 */
export async function fetchSuggestions(
  movie: Pick<MovieDetail, 'id' | 'genres'>,
  signal?: AbortSignal,
  random: () => number = Math.random,
): Promise<MovieCard[]> {
  const seen = new Map<number, MovieCard>();
  const collect = (movies: MovieCard[]) => {
    for (const candidate of movies) if (candidate.id !== movie.id) seen.set(candidate.id, candidate);
  };
  for (const genre of movie.genres) {
    if (seen.size >= SUGGESTION_COUNT) break;
    const result = await fetchMovies(
      { genre: genre.slug || String(genre.id), limit: POOL_SIZE },
      signal,
    ).catch(() => null);
    if (result) collect(result.movies);
  }
  if (seen.size < SUGGESTION_COUNT) {
    const all = await fetchMovies({ limit: POOL_SIZE, sort: 'rating_desc' }, signal);
    collect(all.movies);
  }
  return pickRandom([...seen.values()], SUGGESTION_COUNT, random);
}
