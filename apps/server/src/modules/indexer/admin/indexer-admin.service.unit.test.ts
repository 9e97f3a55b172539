import { describe, expect, it, vi } from 'vitest';
import type { ActiveGroup, NntpPool, ServerStatus } from '../../../integrations/nntp';
import { HttpError } from '../../../lib/http-errors';
import type { AuditLog } from '../../audit/audit.service';
import type { IndexerGroupsRepository } from '../groups/indexer-groups.repository';
import type { NewsServers } from '../servers/news-server-pool';
import type { IndexerStatusService } from '../status/indexer-status.service';
import { IndexerAdminService } from './indexer-admin.service';
import { IndexerUpdateRunner } from './indexer-update-runner';

const refused = 'news.example.org ist nicht erreichbar (ECONNREFUSED).';

function serviceWith(main: Partial<ServerStatus>, groups: ActiveGroup[] = []) {
  const listActive = vi.fn(async () => groups);
  const status: ServerStatus = {
    name: 'Haupt',
    priority: 0,
    open: 0,
    busy: 0,
    failures: 0,
    retryInMs: 0,
    lastError: null,
    ...main,
  };
  const pool = { status: () => [status], listActive } as unknown as NntpPool;
  const servers: NewsServers = { pool: async () => pool, close: async () => {} };
  const service = new IndexerAdminService(
    {} as IndexerStatusService,
    { list: async () => [] } as unknown as IndexerGroupsRepository,
    servers,
    new IndexerUpdateRunner(() => Promise.reject(new Error('not here')), { info() {}, error() {} }),
    {} as AuditLog,
  );
  return { service, listActive };
}

describe('IndexerAdminService.availableGroups', () => {
  it('answers at once, with the last failure, while the main server rests after failing', async () => {
    const { service, listActive } = serviceWith({ failures: 3, retryInMs: 3_400, lastError: refused });
    const failure = await service.availableGroups('alt.*').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      statusCode: 502,
      message: `${refused} Der nächste Verbindungsversuch ist in 4 s möglich.`,
    });
    expect(listActive).not.toHaveBeenCalled();
  });

  it('asks a server that has a connection open, or whose back-off is over', async () => {
    const group = { name: 'alt.binaries.b', high: 9, low: 0, status: 'y' };
    for (const main of [
      { open: 1, retryInMs: 3_400, lastError: refused },
      { open: 0, retryInMs: 0, lastError: refused },
    ]) {
      const { service, listActive } = serviceWith(main, [group, { ...group, name: 'alt.binaries.a' }]);
      const found = await service.availableGroups('alt.*');
      expect(listActive).toHaveBeenCalledWith('alt.*');
      expect(found.groups.map((g) => g.name)).toEqual(['alt.binaries.a', 'alt.binaries.b']);
      expect(found.groups[0]).toMatchObject({ articles: 10, added: false });
    }
  });
});
