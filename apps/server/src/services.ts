import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { BlobStore } from './storage';
import { CatalogueImportService } from './modules/catalogue/catalogue-import.service';
import { CatalogueRefsRepository } from './modules/catalogue/catalogue-refs.repository';
import { CatalogueWorksRepository } from './modules/catalogue/catalogue-works.repository';
import { MetadataService } from './modules/catalogue/metadata.service';
import { TmdbClient } from './integrations/tmdb/tmdb-client';
import type { MetadataProvider } from './integrations/tmdb/metadata-provider';
import { IngestRepository } from './modules/ingest/ingest.repository';
import { IngestService } from './modules/ingest/ingest.service';
import { MatchingRepository } from './modules/ingest/matching.repository';
import { createPrepareNzbPool } from './modules/ingest/prepare-nzb.pool';
import { ChangelogRepository } from './modules/changelog/changelog.repository';
import { ChangelogService } from './modules/changelog/changelog.service';
import { HealthRepository } from './modules/health/health.repository';
import { HealthService } from './modules/health/health.service';
import { BlobReferencesRepository } from './modules/maintenance/blob-references.repository';
import { LeftoversService } from './modules/maintenance/leftovers.service';
import { NewsRepository } from './modules/news/news.repository';
import { NewsService } from './modules/news/news.service';
import { StatsRepository } from './modules/stats/stats.repository';
import { StatsService } from './modules/stats/stats.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { AuthService } from './modules/auth/auth.service';
import { loadJwtSecret } from './modules/auth/jwt-secret';
import { createAuthServices } from './modules/auth/auth-services';
import type { MailLog } from './integrations/mail';
import { GenresRepository } from './modules/genres/genres.repository';
import { GenresService } from './modules/genres/genres.service';
import { HomeService } from './modules/home/home.service';
import { createImageCache } from './modules/images/image-cache';
import { ImageEncoder } from './modules/images/image-encoder';
import { ImagesService } from './modules/images/images.service';
import { MoviesRepository } from './modules/movies/movies.repository';
import { MoviesService } from './modules/movies/movies.service';
import { ReleasesRepository } from './modules/releases/releases.repository';
import { ReleasesService } from './modules/releases/releases.service';
import { createReleaseSearch } from './modules/search/create-release-search';
import { createIndexerServices } from './modules/indexer/indexer-services';
import { createIndexerAdminServices } from './modules/indexer/admin/indexer-admin-services';
import { SeriesRepository } from './modules/series/series.repository';
import { SeriesService } from './modules/series/series.service';
import { APP_VERSION } from './version';
import { GrabsRepository } from './modules/downloads/grabs.repository';
import { GrabService } from './modules/downloads/grab.service';
import { NzbDownloadService } from './modules/downloads/nzb-download.service';
import { ReleaseFilesRepository } from './modules/downloads/release-files.repository';
import { UrlSigner } from './modules/downloads/url-signer';
import { CartRepository } from './modules/cart/cart.repository';
import { CartService } from './modules/cart/cart.service';
import { WatchlistRepository } from './modules/watchlist/watchlist.repository';
import { WatchlistService } from './modules/watchlist/watchlist.service';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { NotifierRepository } from './modules/notifications/notifier.repository';
import { NotifierService, ReleaseArrivals } from './modules/notifications/notifier.service';
import { ReleaseArrivalsRepository } from './modules/notifications/release-arrivals.repository';
import { NotificationSettingsRepository } from './modules/notifications/notification-settings.repository';
import { NotificationSettingsService } from './modules/notifications/notification-settings.service';
import { PushDeliveriesRepository } from './modules/notifications/push-deliveries.repository';
import { PushDispatcher } from './modules/notifications/push-dispatcher';
import { MailDigestRepository } from './modules/notifications/mail-digest.repository';
import { NotificationPruning } from './modules/notifications/notification-pruning';
import { MailDigestService } from './modules/notifications/mail-digest.service';
import { SwitchingPushPublisher } from './integrations/ntfy';
import { NfoService } from './modules/nfo/nfo.service';
import { ContactRepository } from './modules/contact/contact.repository';
import { ContactService } from './modules/contact/contact.service';
import { SiteInfoService } from './modules/site-info/site-info.service';
import { ExternalIdsRepository } from './modules/catalogue/external-ids.repository';
import { ExternalIdsService } from './modules/catalogue/external-ids.service';
import { createNewznabServices } from './modules/newznab/newznab-services';
import { ReleaseChanges } from './modules/releases/release-changes';
import { SearchIndexHealthRepository } from './modules/search/reindex/search-index-health.repository';
import { SearchReindexService } from './modules/search/reindex/search-reindex.service';
import { TitleRequestsRepository } from './modules/title-requests/title-requests.repository';
import { TitleRequestsService } from './modules/title-requests/title-requests.service';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditLog } from './modules/audit/audit.service';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SiteSettings } from './modules/settings/site-settings';
import { settingsDefaults } from './modules/settings/settings-defaults';
import { SettingsService } from './modules/settings/settings.service';
import { AdminUsersRepository } from './modules/admin-users/admin-users.repository';
import { AdminUsersService } from './modules/admin-users/admin-users.service';
import { AdminReleasesRepository } from './modules/admin-releases/admin-releases.repository';
import { AdminReleasesService } from './modules/admin-releases/admin-releases.service';
import { MembershipsRepository } from './modules/memberships/memberships.repository';
import { MembershipService } from './modules/memberships/memberships.service';
import { MembershipNoticeService } from './modules/memberships/membership-notices.service';
import { AdminGrantProvider } from './modules/memberships/payment-provider';
import { PlansService } from './modules/memberships/plans.service';
import { ForumService } from './modules/forum/forum.service';
import { ImportLog } from './modules/overview/import-log';
import { ImportLogRepository } from './modules/overview/import-log.repository';
import { OverviewRepository } from './modules/overview/overview.repository';
import { OverviewService } from './modules/overview/overview.service';
import { NewsAdminService } from './modules/news/news-admin.service';
import { ChangelogAdminService } from './modules/changelog/changelog-admin.service';
import { AdminMoviesRepository } from './modules/admin-catalogue/admin-movies.repository';
import { AdminMoviesService } from './modules/admin-catalogue/admin-movies.service';
import { AdminSeriesRepository } from './modules/admin-catalogue/admin-series.repository';
import { AdminSeriesService } from './modules/admin-catalogue/admin-series.service';
import { ImageTargetsRepository } from './modules/admin-catalogue/image-targets.repository';
import { ImageUploadService } from './modules/admin-catalogue/image-upload.service';
import { WorkLinksRepository } from './modules/admin-catalogue/work-links.repository';

/** The TMDb client for the key in force (site settings); rebuilt only when the key changes. */
function metadataProvider(config: AppConfig, settings: SiteSettings): () => Promise<MetadataProvider | null> {
  let built: { apiKey: string; client: MetadataProvider } | null = null;
  return async () => {
    const { apiKey } = (await settings.current()).tmdb;
    if (!apiKey) return null;
    if (built?.apiKey !== apiKey) {
      const client = new TmdbClient({
        apiKey,
        ...(config.tmdb.baseUrl ? { baseUrl: config.tmdb.baseUrl } : {}),
        ...(config.tmdb.imageBaseUrl ? { imageBaseUrl: config.tmdb.imageBaseUrl } : {}),
      });
      built = { apiKey, client };
    }
    return built.client;
  };
}

const consoleLog: MailLog = {
  info: (details, message) => console.log(message, details),
  error: (details, message) => console.error(message, details),
};

/** Wires repositories into services once per app; routes receive only services. */
export interface ServiceOptions {
  /** Reuse answers (Newznab release pages) for API_CACHE_MS; false for benchmarks of the uncached path. */
  answerCache?: boolean;
}

export function createServices(
  db: Database,
  config: AppConfig,
  blobs: BlobStore,
  log: MailLog = consoleLog,
  options: ServiceOptions = {},
) {
  const importLog = new ImportLogRepository(db);
  const notifier = new NotifierService(new NotifierRepository(db), log);
  const releaseArrivals = new ReleaseArrivals(new ReleaseArrivalsRepository(db), log);
  const releaseChanges = new ReleaseChanges();
  const ingest = new IngestService(
    new IngestRepository(db),
    new MatchingRepository(db),
    blobs,
    createPrepareNzbPool(config.ingestWorkers, config.maxNzbBytes, { dataDir: config.dataDir }),
    releaseArrivals,
    new ImportLog(importLog, log),
    releaseChanges,
  );
  const catalogueRefs = new CatalogueRefsRepository(db);
  const catalogue = new CatalogueImportService(new CatalogueWorksRepository(db), catalogueRefs, blobs);
  const workLinks = new WorkLinksRepository(db);
  // One encoder for the optimiser and the uploads: its queue bounds the CPU both take together.
  const imageEncoder = new ImageEncoder();
  const usersRepository = new UsersRepository(db);
  const changelogRepository = new ChangelogRepository(db);
  const changelog = new ChangelogService(changelogRepository);
  const newsRepository = new NewsRepository(db);
  const audit = new AuditLog(new AuditRepository(db));
  // Other processes on the same database see a change within 5 s; this one at once (API_CACHE_MS=0: every read).
  const siteSettings = new SiteSettings(
    new SettingsRepository(db),
    settingsDefaults(config),
    config.apiCacheMs > 0 ? 5000 : 0,
  );
  const metadata = new MetadataService(metadataProvider(config, siteSettings), catalogue, ingest);
  // The ntfy server and token follow the admin area's settings.
  const ntfy = new SwitchingPushPublisher(
    async () => (await siteSettings.current()).ntfy,
    () => siteSettings.peek().ntfy,
  );
  // Totals (30 s) and genre/group lists (60 s) change slowly and cost the most; API_CACHE_MS=0 turns them off too.
  const totalsMs = config.apiCacheMs > 0 ? 30_000 : 0;
  const listsMs = config.apiCacheMs > 0 ? 60_000 : 0;
  const genres = new GenresService(new GenresRepository(db), listsMs);
  // One release search for the web catalogue, the Newznab API and the feeds.
  const releaseSearch = createReleaseSearch(db, { countCacheTtlMs: totalsMs });
  const releases = new ReleasesService(new ReleasesRepository(db), releaseSearch, {
    groupCacheTtlMs: listsMs,
  });
  const movies = new MoviesService(new MoviesRepository(db), genres, releases, totalsMs);
  const seriesCatalogue = new SeriesService(new SeriesRepository(db), genres, releases, totalsMs);
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
  const auth = new AuthService(usersRepository, jwtSecret);
  const releaseFiles = new ReleaseFilesRepository(db);
  const grabs = new GrabService(new GrabsRepository(db), () => siteSettings.downloadLimits());
  const authServices = createAuthServices({
    db,
    config,
    users: usersRepository,
    auth,
    jwtSecret,
    log,
    settings: siteSettings,
  });
  const nzbDownloads = new NzbDownloadService(
    releaseFiles,
    blobs,
    grabs,
    usersRepository,
    new UrlSigner(jwtSecret, 'nzb-link'),
  );
  const cart = new CartService(
    new CartRepository(db),
    releaseFiles,
    blobs,
    grabs,
    config.downloads.cartMaxItems,
  );
  const nfo = new NfoService(
    releaseFiles,
    blobs,
    usersRepository,
    auth,
    new UrlSigner(jwtSecret, 'nfo-view'),
  );
  const newznab = createNewznabServices({
    db,
    search: releaseSearch,
    config,
    grabs,
    nzbDownloads,
    nfo,
    cart,
    apiLimits: () => siteSettings.apiLimits(),
    pageCacheMs: options.answerCache === false ? 0 : config.apiCacheMs,
    releaseChanges,
    log,
  });
  const membershipsRepository = new MembershipsRepository(db);
  const memberships = new MembershipService(
    membershipsRepository,
    new AdminGrantProvider(),
    notifier,
    config.memberships,
    audit,
  );
  const searchReindex = new SearchReindexService(
    new SearchIndexHealthRepository(db),
    newznab.feed,
    newznab.search.driver,
    config.databaseUrl !== undefined,
  );
  const indexer = createIndexerServices(db, config, ingest);
  return {
    ...indexer,
    ...createIndexerAdminServices(indexer, audit, log),
    searchReindex,
    auth,
    audit,
    siteSettings,
    settings: new SettingsService(siteSettings, audit),
    adminUsers: new AdminUsersService(
      new AdminUsersRepository(db),
      siteSettings,
      authServices.passwordReset,
      audit,
    ),
    overview: new OverviewService(
      new OverviewRepository(db),
      importLog,
      blobs,
      changelog,
      APP_VERSION,
      config.apiCacheMs > 0 ? 5 * 60_000 : 0,
    ),
    adminReleases: new AdminReleasesService(
      new AdminReleasesRepository(db),
      new MatchingRepository(db),
      blobs,
      audit,
      releaseArrivals,
      releaseChanges,
    ),
    ...authServices,
    contact: new ContactService(
      new ContactRepository(db),
      authServices.throttle,
      authServices.mail,
      {
        // Read at each message: administrators rename the site at run time.
        get siteName() {
          return siteSettings.peek().siteName;
        },
        ...config.contact,
      },
      audit,
    ),
    siteInfo: new SiteInfoService(
      config.dataDir,
      { warn: (details, message) => log.error(details, message) },
      config.forum?.url ?? null,
    ),
    blobs,
    ingest,
    catalogue,
    metadata,
    adminMovies: new AdminMoviesService(
      new AdminMoviesRepository(db),
      workLinks,
      catalogueRefs,
      metadata,
      ingest,
      audit,
    ),
    adminSeries: new AdminSeriesService(
      new AdminSeriesRepository(db),
      workLinks,
      catalogueRefs,
      metadata,
      ingest,
      audit,
    ),
    imageUploads: new ImageUploadService(blobs, imageEncoder, new ImageTargetsRepository(db), audit),
    // Write probes follow API_CACHE_MS like the other caches: 0 (tests) probes on every call.
    health: new HealthService(
      new HealthRepository(db),
      blobs,
      APP_VERSION,
      config.apiCacheMs > 0 ? 5000 : 0,
      ingest.pool,
    ),
    leftovers: new LeftoversService(new BlobReferencesRepository(db), blobs),
    stats: new StatsService(new StatsRepository(db)),
    changelog,
    news: new NewsService(newsRepository),
    newsAdmin: new NewsAdminService(newsRepository, audit),
    changelogAdmin: new ChangelogAdminService(changelogRepository, audit),
    users: new UsersService(usersRepository),
    genres,
    releases,
    movies,
    series: seriesCatalogue,
    home: new HomeService(movies, seriesCatalogue),
    images: new ImagesService(
      blobs,
      imageEncoder,
      createImageCache(config.dataDir, config.imageCacheBytes, log),
    ),
    grabs,
    nzbDownloads,
    cart,
    watchlist: new WatchlistService(new WatchlistRepository(db), config.watchlistMaxItems),
    notifications: new NotificationsService(new NotificationsRepository(db)),
    nfo,
    externalIds: new ExternalIdsService(new ExternalIdsRepository(db), audit),
    notifier,
    releaseArrivals,
    notificationSettings: new NotificationSettingsService(
      new NotificationSettingsRepository(db),
      ntfy,
      authServices.throttle,
      {
        get siteName() {
          return siteSettings.peek().siteName;
        },
        publicUrl: config.publicUrl,
      },
    ),
    notificationPruning: new NotificationPruning(db, config.notificationRetentionDays, log),
    pushDispatcher: new PushDispatcher(new PushDeliveriesRepository(db), ntfy, log, {
      publicUrl: config.publicUrl,
    }),
    mailDigest: new MailDigestService(
      new MailDigestRepository(db),
      authServices.mail,
      {
        get siteName() {
          return siteSettings.peek().siteName;
        },
        publicUrl: config.publicUrl,
      },
      log,
    ),
    titleRequests: new TitleRequestsService(
      new TitleRequestsRepository(db),
      notifier,
      async () => (await siteSettings.current()).requestOpenLimit,
      audit,
    ),
    newznab,
    memberships,
    membershipNotices: new MembershipNoticeService(membershipsRepository, notifier, config.memberships),
    plans: new PlansService(
      {
        downloadsPerDay: (role) => grabs.limitOf(role),
        apiRequestsPerDay: (role) => newznab.limits.requestLimitOf(role),
      },
      memberships,
    ),
    forum: new ForumService(config.forum, usersRepository, config.publicUrl),
  };
}
export type Services = ReturnType<typeof createServices>;
