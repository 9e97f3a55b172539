import { useQuery } from '@tanstack/react-query';
import type { MovieDetail } from '@nzbkino/api-types';
import { slugify } from '@nzbkino/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { fetchMovie, fetchMovies, movieKeys } from '../movies.api';

/** 'metropolis-1927' → 'metropolis 1927'-free search words: 'metropolis'. */
function searchTermFromSlug(slug: string): string {
  return slug
    .replace(/-(19|20)\d{2}$/, '')
    .replace(/-+/g, ' ')
    .trim();
}

/**
 * Spec 001 §4: when the movie cannot be loaded by its slug, a search built from
 * the slug is tried. Only a movie whose own slug matches is accepted, so an old
 * link (for example without the year) finds its movie but never a different one.
 */
async function findBySlugSearch(slug: string, signal?: AbortSignal): Promise<MovieDetail | null> {
  const term = searchTermFromSlug(slug);
  if (!term || /^\d+$/.test(slug)) return null;
  const { movies } = await fetchMovies({ search: term, limit: 1 }, signal);
  const candidate = movies[0];
  if (!candidate) return null;
  const base = slug.replace(/-(19|20)\d{2}$/, '');
  const matches = [slugify(candidate.title, candidate.year), slugify(candidate.title)];
  if (!matches.includes(slug) && !matches.includes(base)) return null;
  return fetchMovie(candidate.slug, signal);
}

export async function loadMovie(slug: string, signal?: AbortSignal): Promise<MovieDetail> {
  try {
    return await fetchMovie(slug, signal);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
    const found = await findBySlugSearch(slug, signal).catch(() => null);
    if (!found) throw error;
    return found;
  }
}

export function useMovieDetail(slug: string) {
  return useQuery({
    queryKey: movieKeys.detail(slug),
    queryFn: ({ signal }) => loadMovie(slug, signal),
  });
}
