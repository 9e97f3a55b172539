import type { AuditLog } from '../../audit/audit.service';
import type { createIndexerServices } from '../indexer-services';
import { IndexerAdminService } from './indexer-admin.service';
import { IndexerServersAdminService } from './indexer-servers-admin.service';
import { IndexerUpdateRunner, type RunnerLog } from './indexer-update-runner';

/** The admin area's Indexer tab, wired on the indexer's own services. */
export function createIndexerAdminServices(
  indexer: ReturnType<typeof createIndexerServices>,
  audit: AuditLog,
  log: RunnerLog,
) {
  const runner = new IndexerUpdateRunner(() => indexer.indexer.update(), log);
  return {
    indexerAdmin: new IndexerAdminService(
      indexer.indexerStatus,
      indexer.indexerGroups,
      indexer.newsServers,
      runner,
      audit,
    ),
    indexerServersAdmin: new IndexerServersAdminService(indexer.indexerServers, audit),
  };
}
