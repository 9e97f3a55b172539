import type { MovieCard, News, ReactionType, ReleasePage, SeriesCard } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';
import { fetchMovies } from '../movies/movies.api';
import { fetchReleasePage } from '../releases/releases.api';
import { fetchSeriesList } from '../series/series.api';

/** Spec 000 §9: 20 newest movies fetched (10 shown), 20 series, 20 on-air series, 15 releases. */
export const HOME_LIMITS = { movies: 20, moviesShown: 10, series: 20, onAir: 20, releases: 15 } as const;

export async function fetchNewestMovies(signal?: AbortSignal): Promise<MovieCard[]> {
  const list = await fetchMovies({ limit: HOME_LIMITS.movies, sort: 'createdAt_desc' }, signal);
  return list.movies;
}

export async function fetchNewestSeries(signal?: AbortSignal): Promise<SeriesCard[]> {
  const list = await fetchSeriesList({ limit: HOME_LIMITS.series, sort: 'createdAt_desc' }, signal);
  return list.series;
}

function releaseDateOf(movie: MovieCard): string {
  return movie.release_date ?? movie.releaseDate ?? '';
}

/** Upcoming movies, sorted by release date, newest first (client-side, spec 000 §7). */
export async function fetchUpcomingMovies(signal?: AbortSignal): Promise<MovieCard[]> {
  const movies = await bodyOf(api.GET('/api/upcoming-movies', { signal }));
  return [...movies].sort((a, b) => releaseDateOf(b).localeCompare(releaseDateOf(a)));
}

export function fetchOnAirSeries(signal?: AbortSignal): Promise<SeriesCard[]> {
  return bodyOf(api.GET('/api/on-air-series', { params: { query: { limit: HOME_LIMITS.onAir } }, signal }));
}

export function fetchLatestReleases(signal?: AbortSignal): Promise<ReleasePage> {
  return fetchReleasePage({ limit: HOME_LIMITS.releases }, signal);
}

export function fetchCurrentNews(session: Session | null, signal?: AbortSignal): Promise<News | null> {
  return bodyOf(
    api.GET('/api/news/current', { signal, headers: session ? authHeaders(session) : undefined }),
  );
}

export async function setNewsReaction(
  session: Session,
  newsId: number,
  reaction: ReactionType | null,
): Promise<void> {
  const params = { path: { id: newsId } };
  const headers = authHeaders(session);
  if (reaction)
    await api.POST('/api/news/{id}/reaction', { params, headers, body: { reactionType: reaction } });
  else await api.DELETE('/api/news/{id}/reaction', { params, headers });
}

export const homeKeys = {
  newestMovies: ['home', 'newest-movies'] as const,
  upcoming: ['home', 'upcoming'] as const,
  onAir: ['home', 'on-air'] as const,
  newestSeries: ['home', 'newest-series'] as const,
  latestReleases: ['home', 'latest-releases'] as const,
  news: (userId: number | null) => ['home', 'news', userId] as const,
};
