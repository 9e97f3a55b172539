import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { APP_VERSION } from '../../version';
import type { CartService } from '../cart/cart.service';
import type { GrabService } from '../downloads/grab.service';
import type { NzbDownloadService } from '../downloads/nzb-download.service';
import type { NfoService } from '../nfo/nfo.service';
import { ApiLimitService, type ApiLimitSource } from './api/api-limits.service';
import { ApiUsageRepository } from './api/api-usage.repository';
import type { SiteInfo } from './answers/newznab-answers';
import { KeyHolderRepository } from './api/key-holder.repository';
import { NewznabAccess } from './api/newznab-access.service';
import { NewznabReleasesService } from './api/newznab-releases.service';
import type { ReleaseSearch } from '../search/release-search';
import { SearchFeedRepository } from '../search/feed/search-feed.repository';
import { SearchFeedFollowers, type FeedLog } from '../search/search-feed-followers';
import { NewznabService } from './api/newznab.service';
import type { ReleaseChanges } from '../releases/release-changes';
import { FeedService } from '../rss/feed.service';
import { CartRepository } from '../cart/cart.repository';
import { WatchlistRepository } from '../watchlist/watchlist.repository';

interface Deps {
  db: Database;
  /** The installation's release search (search/create-release-search.ts). */
  search: ReleaseSearch;
  config: AppConfig;
  grabs: GrabService;
  nzbDownloads: NzbDownloadService;
  nfo: NfoService;
  cart: CartService;
  /** The daily request limits in force (site settings). */
  apiLimits: ApiLimitSource;
  /** How long a page of releases is reused across members (API_CACHE_MS; 0: never). */
  pageCacheMs: number;
  /** This process's writes to releases: the pages kept for reuse are forgotten at once. */
  releaseChanges: ReleaseChanges;
  log: FeedLog;
}

function siteInfo(config: AppConfig): SiteInfo {
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return { title: config.siteName, version: APP_VERSION, baseUrl: config.publicUrl, email: address };
}

/** The Newznab API and the RSS feeds, wired from the download, NFO and cart services they reuse. */
export function createNewznabServices({
  db,
  search,
  config,
  grabs,
  nzbDownloads,
  nfo,
  cart,
  apiLimits,
  pageCacheMs,
  releaseChanges,
  log,
}: Deps) {
  const site = siteInfo(config);
  const access = new NewznabAccess(config.newznab.enabled, new KeyHolderRepository(db));
  const limits = new ApiLimitService(new ApiUsageRepository(db), grabs, apiLimits);
  const releases = new NewznabReleasesService(search, pageCacheMs);
  const feed = new SearchFeedRepository(db);
  // Pages kept for reuse forget what this process wrote at once, and what others wrote through the feed.
  releaseChanges.onChange(() => releases.forgetPages());
  const pageCaches = pageCacheMs > 0 ? [{ name: 'newznab-pages', forget: () => releases.forgetPages() }] : [];
  return {
    access,
    limits,
    search,
    feed,
    followers: new SearchFeedFollowers(db, feed, log, pageCaches),
    api: new NewznabService(access, limits, releases, nzbDownloads, nfo, cart, site),
    feeds: new FeedService(
      access,
      limits,
      releases,
      new CartRepository(db),
      new WatchlistRepository(db),
      site,
    ),
  };
}
