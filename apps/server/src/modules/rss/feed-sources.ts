import type { AuthUser } from '../auth/auth.service';
import type { CartRepository } from '../cart/cart.repository';
import type { SearchCriteria } from '../search/postgres/postgres-search.repository';

/**
 * One RSS feed: which releases it lists for a member. The rendering, links,
 * limits and caching rules are shared by every source.
 */
export interface FeedSource {
  /** The channel's description. */
  description: string;
  /** NNTmux's number for the feed in `/rss?t=` (negative: personal feeds). */
  nntmuxType?: number;
  /** Whether the feed's releases depend on the member (never shared between members in any cache). */
  personal: boolean;
  criteria(user: AuthUser, categories: number[] | undefined): Promise<SearchCriteria>;
}

/** The films and series a member follows (the watchlist). */
export interface WatchedTitles {
  watchedIds(userId: number, kind: 'movie' | 'series'): Promise<number[]>;
}

export function feedSources(cart: CartRepository, watched: WatchedTitles): Record<string, FeedSource> {
  return {
    newest: {
      description: 'Neueste Releases',
      nntmuxType: 0,
      personal: false,
      criteria: async (_user, categories) => (categories ? { categories } : {}),
    },
    cart: {
      description: 'Warenkorb',
      nntmuxType: -2,
      personal: true,
      criteria: async (user, categories) => ({
        releaseIds: await cart.releaseIds(user.id),
        ...(categories ? { categories } : {}),
      }),
    },
    // NNTmux's "my movies" and "my shows": the releases of the member's watchlist.
    movies: {
      description: 'Meine Filme (Merkliste)',
      nntmuxType: -3,
      personal: true,
      criteria: async (user, categories) => ({
        movieIds: await watched.watchedIds(user.id, 'movie'),
        ...(categories ? { categories } : {}),
      }),
    },
    series: {
      description: 'Meine Serien (Merkliste)',
      nntmuxType: -4,
      personal: true,
      criteria: async (user, categories) => ({
        seriesIds: await watched.watchedIds(user.id, 'series'),
        ...(categories ? { categories } : {}),
      }),
    },
  };
}
