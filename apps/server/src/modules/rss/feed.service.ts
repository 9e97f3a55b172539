import { expandCategories } from '@nzbkino/shared';
import type { CartRepository } from '../cart/cart.repository';
import type { ApiLimitService } from '../newznab/api/api-limits.service';
import { feedElement, type SiteInfo } from '../newznab/answers/newznab-answers';
import type { NzElement } from '../newznab/answers/newznab-document';
import { NewznabError } from '../newznab/api/newznab-errors';
import { writtenItems } from '../newznab/answers/rendered-items';
import {
  credentialsQuery,
  type ApiCredentials,
  type NewznabAccess,
} from '../newznab/api/newznab-access.service';
import { MAX_LIMIT } from '../newznab/api/newznab-params';
import type { NewznabReleasesService } from '../newznab/api/newznab-releases.service';
import { feedSources, type FeedSource, type WatchedTitles } from './feed-sources';

export interface FeedRequest {
  /** A source name ('newest', 'cart'), or NNTmux's `t` number. */
  source: string;
  categories?: number[];
  limit: number;
  /** `dl=1`: links are the NZB itself. */
  directLink: boolean;
  /** `del=1`: a grab through the feed's link takes the release out of the cart. */
  removeOnGrab: boolean;
  credentials: ApiCredentials;
}

/**
 * The RSS feeds (`/rss`, `/rss/cart`): the newest releases and the member's
 * cart, as Newznab RSS with the member's own key in every link. Release rows
 * may come from the shared page cache; links never do.
 */
export class FeedService {
  private readonly sources: Record<string, FeedSource>;

  constructor(
    private readonly access: NewznabAccess,
    private readonly limits: ApiLimitService,
    private readonly releases: NewznabReleasesService,
    cart: CartRepository,
    watched: WatchedTitles,
    private readonly site: SiteInfo,
  ) {
    this.sources = feedSources(cart, watched);
  }

  /** NNTmux's `t`: 0 or empty for all, a category id, -2 the cart, -3/-4 the watchlist's films/series; other negative numbers are feeds not offered. */
  resolve(t: string | undefined): { source: string; categories?: number[] } {
    if (t === undefined || t === '' || t === '0') return { source: 'newest' };
    if (!/^-?\d{1,6}$/.test(t)) throw new NewznabError(201, 't');
    const n = Number(t);
    const named = Object.entries(this.sources).find(([, s]) => s.nntmuxType === n);
    if (named) return { source: named[0] };
    if (n < 0) throw new NewznabError(203, t);
    const categories = expandCategories([n]);
    if (categories.length === 0) throw new NewznabError(201, 't');
    return { source: 'newest', categories };
  }

  /** The feed's document, made when it is sent (NewznabAnswer in newznab.service.ts). */
  async feed(request: FeedRequest): Promise<() => NzElement> {
    const source = this.sources[request.source];
    if (!source) throw new NewznabError(203, request.source);
    const { user, admitted } = await this.limits.enter(this.access, request.credentials);
    const criteria = await source.criteria(user, request.categories);
    const limit = Math.min(request.limit, MAX_LIMIT);
    const page = await this.releases.page(criteria, limit, 0, 'genres');
    const link = {
      baseUrl: this.site.baseUrl,
      credentials: credentialsQuery(request.credentials, user),
      directLink: request.directLink,
      getPath: '/rss/get?',
      getSuffix: request.removeOnGrab && source.personal ? '&del=1' : '',
    };
    const limits = await this.limits.report(user, admitted);
    const feed = {
      site: this.site,
      description: `${this.site.title}: ${source.description}`,
      offset: 0,
      total: page.total,
      limits,
    };
    // Feeds are RSS only: the items as written once per (possibly shared) page.
    return () => feedElement(feed, [writtenItems(page, link, { extended: true, attrs: new Set() })]);
  }
}
