import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { BlobStore } from './storage';
import { CatalogueImportService } from './modules/catalogue/catalogue-import.service';
import { MetadataService } from './modules/catalogue/metadata.service';
import { TmdbClient } from './integrations/tmdb/tmdb-client';
import type { MetadataProvider } from './integrations/tmdb/metadata-provider';
import { IngestRepository } from './modules/ingest/ingest.repository';
import { IngestService } from './modules/ingest/ingest.service';
import { MatchingRepository } from './modules/ingest/matching.repository';
import { ChangelogRepository } from './modules/changelog/changelog.repository';
import { ChangelogService } from './modules/changelog/changelog.service';
import { HealthService } from './modules/health/health.service';
import { NewsRepository } from './modules/news/news.repository';
import { NewsService } from './modules/news/news.service';
import { StatsRepository } from './modules/stats/stats.repository';
import { StatsService } from './modules/stats/stats.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { AuthService } from './modules/auth/auth.service';
import { loadJwtSecret } from './modules/auth/jwt-secret';
import { APP_VERSION } from './version';

function metadataProvider(config: AppConfig): MetadataProvider | null {
  if (!config.tmdb.apiKey) return null;
  return new TmdbClient({
    apiKey: config.tmdb.apiKey,
    ...(config.tmdb.baseUrl ? { baseUrl: config.tmdb.baseUrl } : {}),
    ...(config.tmdb.imageBaseUrl ? { imageBaseUrl: config.tmdb.imageBaseUrl } : {}),
  });
}

/** Wires repositories into services once per app; routes receive only services. */
export function createServices(db: Database, config: AppConfig, blobs: BlobStore) {
  const ingest = new IngestService(
    new IngestRepository(db),
    new MatchingRepository(db),
    blobs,
    config.maxNzbBytes,
  );
  const catalogue = new CatalogueImportService(db, blobs);
  const usersRepository = new UsersRepository(db);
  return {
    auth: new AuthService(usersRepository, loadJwtSecret(config.jwtSecret, config.dataDir)),
    blobs,
    ingest,
    catalogue,
    metadata: new MetadataService(metadataProvider(config), catalogue, ingest),
    health: new HealthService(db, APP_VERSION),
    stats: new StatsService(new StatsRepository(db)),
    changelog: new ChangelogService(new ChangelogRepository(db)),
    news: new NewsService(new NewsRepository(db)),
    users: new UsersService(usersRepository),
  };
}
export type Services = ReturnType<typeof createServices>;
