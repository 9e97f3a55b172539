import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serverMessages } from '@nzbkino/shared';
import { assertSafeForEnvironment, type AppConfig } from './config';
import { reasonPhrase } from './lib/http-errors';
import { openDatabase, type DatabaseHandle } from './db/client';
import { checkDataDir } from './db/data-dir-check';
import { runMigrations } from './db/migrate';
import { registerCacheHeaders } from './plugins/cache-headers';
import { registerErrorHandler } from './plugins/error-handler';
import { answerClientError } from './plugins/client-error';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compressed-body';
import { registerResponseCache, type ResponseCacheOptions } from './plugins/response-cache';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerOpenApi } from './plugins/openapi';
import { registerPermissionsPolicy } from './plugins/permissions-policy';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { validatorCompiler } from './plugins/validator';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';
import { FsBlobStore, type BlobStore } from './storage';
import { healthRoutes } from './modules/health/health.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { changelogRoutes } from './modules/changelog/changelog.routes';
import { newsRoutes } from './modules/news/news.routes';
import { genresRoutes } from './modules/genres/genres.routes';
import { homeRoutes } from './modules/home/home.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { moviesRoutes } from './modules/movies/movies.routes';
import { releasesRoutes } from './modules/releases/releases.routes';
import { seriesRoutes } from './modules/series/series.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { usersRoutes } from './modules/users/users.routes';
import { apiKeyRoutes } from './modules/users/api-key.routes';
import { uploadRoutes } from './modules/ingest/upload.routes';
import { registerAuth } from './plugins/auth';
import { contactRoutes } from './modules/contact/contact.routes';
import { siteInfoRoutes } from './modules/site-info/site-info.routes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { titleRequestRoutes } from './modules/title-requests/title-requests.routes';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationSettingsRoutes } from './modules/notifications/notification-settings.routes';
import { nfoRoutes } from './modules/nfo/nfo.routes';
import { externalIdsRoutes } from './modules/catalogue/external-ids.routes';
import { newznabRoutes } from './modules/newznab/api/newznab.routes';
import { rssRoutes } from './modules/rss/rss.routes';
import { redactedRequest } from './lib/redact-url';
import { errorSerializer } from './lib/logged-error';
import { auditRoutes } from './modules/audit/audit.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { adminReleasesRoutes } from './modules/admin-releases/admin-releases.routes';
import { membershipRoutes } from './modules/memberships/memberships.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { newsAdminRoutes } from './modules/news/news-admin.routes';
import { changelogAdminRoutes } from './modules/changelog/changelog-admin.routes';
import { adminMoviesRoutes } from './modules/admin-catalogue/admin-movies.routes';
import { adminSeriesRoutes } from './modules/admin-catalogue/admin-series.routes';
import { adminEpisodesRoutes } from './modules/admin-catalogue/admin-episodes.routes';
import { imageUploadRoutes } from './modules/admin-catalogue/image-upload.routes';
import { indexerAdminRoutes } from './modules/indexer/admin/indexer-admin.routes';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** The blob store; otherwise the file store under DATA_DIR/blobs. */
  blobs?: BlobStore;
  /** Whether closing the app closes the database too (default: only when the app opened it). */
  closeDatabase?: boolean;
  /**
   * Reuse answers for API_CACHE_MS (default true): public catalogue responses and
   * the Newznab release pages. The load benchmarks measure both. Tests may pass hooks.
   */
  responseCache?: boolean | Pick<ResponseCacheOptions, 'onEncode'>;
  /** Where log lines go instead of stdout (tests read what an operator would see). */
  logStream?: { write(line: string): void };
}

function loggerOptions(config: AppConfig, stream?: BuildOptions['logStream']) {
  if (config.logLevel === 'silent') return false;
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.apikey', 'req.query.token'],
    // Keys travel in query strings (apikey=, RSS r=, NFO token=): the logged URL never shows them.
    serializers: { req: redactedRequest, err: errorSerializer },
    ...(stream ? { stream } : {}),
    ...(pretty && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Also checked here, not only in loadConfig: a config built in code must not slip through either.
  assertSafeForEnvironment(config);
  const headers = securityHeaders();
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    // Mistakes the router finds before any route runs: answered like every other error, in German.
    // No hook runs for these: the security headers are set here.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? serverMessages.uriTooLong : serverMessages.badUrl;
      headers(request.raw, reply.raw, () => {
        void reply.status(status).send({ statusCode: status, error: reasonPhrase(status), message });
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env === 'production'));
  registerErrorHandler(app);

  // A folder that cannot be written stops the start here, with a message saying what to do.
  if (!options.blobs) checkDataDir(config.dataDir);
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: `${config.dataDir}/pglite`,
      poolSize: config.databasePoolSize,
      holder: { owner: 'Server', role: 'server' },
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'PostgreSQL-Verbindung getrennt, sie wird bei Bedarf neu aufgebaut'),
    }));
  if (!options.database) await runMigrations(database);
  const ownsDatabase = options.closeDatabase ?? !options.database;
  app.decorate('database', database);
  app.decorate(
    'services',
    createServices(
      database.db,
      config,
      options.blobs ?? new FsBlobStore(`${config.dataDir}/blobs`),
      app.log,
      {
        answerCache: options.responseCache !== false,
      },
    ),
  );
  app.addHook('onClose', async () => {
    await app.services.pushDispatcher.stop();
    await app.services.mailDigest.stop();
    await app.services.mail.close();
    await app.services.ingest.close();
    await app.services.newznab.followers.stop();
    await app.services.indexer.close();
    if (ownsDatabase) await database.close();
  });
  if (config.security.captchaTestMode) {
    app.log.warn('CAPTCHA_TEST_MODE ist aktiv: Captcha-Antworten werden mitgesendet (nur für Tests).');
  }

  registerSecurityHeaders(app, headers);
  registerPermissionsPolicy(app);
  const { services } = app;
  // Before the response cache: a bad token is a 401 on every route, cached answers included.
  registerAuth(app, services.auth);
  // Before compression: the response cache keeps the JSON text and its compressed copies itself.
  registerResponseCache(app, {
    ...(typeof options.responseCache === 'object' ? options.responseCache : {}),
    ttlMs: options.responseCache === false ? 0 : config.apiCacheMs,
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  registerCacheHeaders(app);
  await registerOpenApi(app, config.siteName);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(services.health));
      await api.register(statsRoutes(services.stats));
      await api.register(changelogRoutes(services.changelog));
      await api.register(newsRoutes(services.auth, services.news));
      await api.register(homeRoutes(services.home));
      await api.register(genresRoutes(services.genres));
      await api.register(moviesRoutes(services.movies));
      await api.register(seriesRoutes(services.series));
      await api.register(releasesRoutes(services.releases));
      await api.register(imagesRoutes(services.images));
      await api.register(captchaRoutes(services.captcha));
      await api.register(authRoutes(services));
      await api.register(usersRoutes(services.auth, services.accountSettings));
      await api.register(apiKeyRoutes(services.auth, services.apiKeys));
      await api.register(uploadRoutes(services.auth, services.ingest, config.maxNzbBytes, services.audit));
      await api.register(downloadsRoutes(services.auth, services.nzbDownloads, services.grabs));
      await api.register(cartRoutes(services.auth, services.cart));
      await api.register(titleRequestRoutes(services.auth, services.titleRequests));
      await api.register(watchlistRoutes(services.auth, services.watchlist));
      await api.register(notificationsRoutes(services.auth, services.notifications));
      await api.register(notificationSettingsRoutes(services.auth, services.notificationSettings));
      await api.register(nfoRoutes(services.auth, services.nfo));
      await api.register(contactRoutes(services.auth, services.contact));
      await api.register(siteInfoRoutes(services.siteInfo));
      await api.register(externalIdsRoutes(services.auth, services.externalIds));
      await api.register(auditRoutes(services.auth, services.audit));
      await api.register(settingsRoutes(services.auth, services.settings));
      await api.register(adminUsersRoutes(services.auth, services.adminUsers));
      await api.register(adminReleasesRoutes(services.auth, services.adminReleases));
      await api.register(membershipRoutes(services.auth, services.plans, services.memberships));
      await api.register(forumRoutes(services.auth, services.forum));
      await api.register(overviewRoutes(services.auth, services.overview));
      await api.register(newsAdminRoutes(services.auth, services.newsAdmin));
      await api.register(changelogAdminRoutes(services.auth, services.changelogAdmin));
      await api.register(adminMoviesRoutes(services.auth, services.adminMovies));
      await api.register(adminSeriesRoutes(services.auth, services.adminSeries));
      await api.register(adminEpisodesRoutes(services.auth, services.adminSeries));
      await api.register(imageUploadRoutes(services.auth, services.imageUploads));
      await api.register(indexerAdminRoutes(services));
    },
    { prefix: '/api' },
  );
  // Outside the /api prefix: Newznab clients call exactly /api?t=…, download clients /rss.
  await app.register(newznabRoutes(services.newznab.api));
  await app.register(rssRoutes(services.newznab.feeds, services.newznab.api));
  await registerWebApp(app, config.webDist, async () => {
    const { siteName, registrationOpen } = await services.siteSettings.current();
    return { siteName, registrationOpen };
  });
  return app;
}
