import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { IngestService } from '../ingest/ingest.service';
import { HeaderStoreRepository } from './headers/header-store.repository';
import { IndexerGroupsRepository } from './groups/indexer-groups.repository';
import { IndexerService } from './indexer.service';
import { CollectionsRepository } from './releases/collections.repository';
import { ReleaseMakerService } from './releases/release-maker.service';
import { IndexerServersRepository } from './servers/indexer-servers.repository';
import { ConfiguredNewsServers } from './servers/news-server-pool';
import { IndexerErrorsRepository } from './status/indexer-errors.repository';
import { IndexerStatusService } from './status/indexer-status.service';

/** The usenet header indexer, wired: the service that reads, its status, the repositories the admin edits. */
export function createIndexerServices(
  db: Database,
  config: AppConfig,
  ingest: Pick<IngestService, 'prepare' | 'record'>,
) {
  const settings = config.indexer;
  const groups = new IndexerGroupsRepository(db);
  const servers = new IndexerServersRepository(db);
  const collections = new CollectionsRepository(db);
  const errors = new IndexerErrorsRepository(db);
  const env = { nntpUrl: settings.nntpUrl, connections: settings.connections };
  const newsServers = new ConfiguredNewsServers(servers, env, settings.chunkSize);
  const maker = new ReleaseMakerService(collections, ingest, errors, {
    delayMs: settings.releaseDelayMs,
    minCompletion: settings.minCompletion,
    expireMs: settings.expireMs,
    minBytes: settings.minReleaseBytes,
  });
  return {
    indexer: new IndexerService(
      groups,
      new HeaderStoreRepository(db),
      maker,
      errors,
      newsServers,
      settings,
      config.databaseUrl === undefined,
    ),
    indexerStatus: new IndexerStatusService(groups, servers, collections, errors, env),
    indexerGroups: groups,
    indexerServers: servers,
    newsServers,
  };
}
