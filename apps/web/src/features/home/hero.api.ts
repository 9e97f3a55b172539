import type { QueryClient } from '@tanstack/react-query';
import type { HeroItem } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';

export function fetchHeroItems(signal?: AbortSignal): Promise<HeroItem[]> {
  return bodyOf(api.GET('/api/hero-items', { signal }));
}

/** Shared by the carousel and the early start below, so both use one cache entry. */
export const heroQuery = {
  queryKey: ['home', 'hero'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchHeroItems(signal),
  staleTime: 5 * 60_000,
};

/**
 * The hero's backdrop is the largest paint of the home page. Asking for the hero
 * items while the page's own code is still loading saves one round trip before it.
 */
export function prefetchHomeHero(queryClient: QueryClient, pathname: string): void {
  if (pathname === '/') void queryClient.prefetchQuery(heroQuery);
}
