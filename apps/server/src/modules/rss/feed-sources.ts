import type { AuthUser } from '../auth/auth.service';
import type { CartRepository } from '../cart/cart.repository';
import type { NewznabCriteria } from '../newznab/newznab-search.repository';

/**
 * One RSS feed: which releases it lists for a member. A new feed (the
 * watchlist's "my movies" and "my shows", once the watchlist exists) is one
 * more source here: criteria from the member's watched films or series
 * (`movieIds`, `seriesIds`) — the rendering, links, limits and caching rules
 * are shared by every source.
 */
export interface FeedSource {
  /** The channel's description. */
  description: string;
  /** NNTmux's number for the feed in `/rss?t=` (negative: personal feeds). */
  nntmuxType?: number;
  /** Whether the feed's releases depend on the member (never shared between members in any cache). */
  personal: boolean;
  criteria(user: AuthUser, categories: number[] | undefined): Promise<NewznabCriteria>;
}

export function feedSources(cart: CartRepository): Record<string, FeedSource> {
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
  };
}
