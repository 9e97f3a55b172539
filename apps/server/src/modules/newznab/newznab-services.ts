import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { APP_VERSION } from '../../version';
import type { CartService } from '../cart/cart.service';
import type { GrabService } from '../downloads/grab.service';
import type { NzbDownloadService } from '../downloads/nzb-download.service';
import type { NfoService } from '../nfo/nfo.service';
import { ApiLimitService, type ApiLimitSource } from './api-limits.service';
import { ApiUsageRepository } from './api-usage.repository';
import type { SiteInfo } from './newznab-answers';
import { KeyHolderRepository } from './key-holder.repository';
import { NewznabAccess } from './newznab-access.service';
import { NewznabReleasesService } from './newznab-releases.service';
import { NewznabSearchRepository } from './newznab-search.repository';
import { CatalogueEntries } from './catalogue-entries';
import { CatalogueEntriesRepository } from './catalogue-entries.repository';
import { NewznabService } from './newznab.service';
import { LOAD_CHUNK, ReleaseWordSearch, type WordSearchLog } from './release-word-search.service';
import { ReleaseWordsRepository } from './release-words.repository';
import type { ReleaseChanges } from '../releases/release-changes';
import { FeedService } from '../rss/feed.service';
import { CartRepository } from '../cart/cart.repository';
import { WatchlistRepository } from '../watchlist/watchlist.repository';

interface Deps {
  db: Database;
  config: AppConfig;
  grabs: GrabService;
  nzbDownloads: NzbDownloadService;
  nfo: NfoService;
  cart: CartService;
  /** The daily request limits in force (site settings). */
  apiLimits: ApiLimitSource;
  /** How long a page of releases is reused across members (API_CACHE_MS; 0: never). */
  pageCacheMs: number;
  /** This process's writes to releases, which the word index takes in at once. */
  releaseChanges: ReleaseChanges;
  log: WordSearchLog;
}

function siteInfo(config: AppConfig): SiteInfo {
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return { title: config.siteName, version: APP_VERSION, baseUrl: config.publicUrl, email: address };
}

/** The Newznab API and the RSS feeds, wired from the download, NFO and cart services they reuse. */
export function createNewznabServices({
  db,
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
  const words = new ReleaseWordSearch(
    new ReleaseWordsRepository(db),
    releaseChanges,
    log,
    config.wordIndex,
    config.databaseUrl ? LOAD_CHUNK.postgres : LOAD_CHUNK.pglite,
  );
  const search = new NewznabSearchRepository(db);
  const entries = new CatalogueEntries(new CatalogueEntriesRepository(db));
  const releases = new NewznabReleasesService(search, entries, pageCacheMs, words);
  return {
    access,
    limits,
    words,
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
