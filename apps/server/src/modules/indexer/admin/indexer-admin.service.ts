import {
  AVAILABLE_GROUPS_LIMIT,
  indexerAdminMessages,
  indexerMessages,
  type AvailableGroups,
  type IndexerGroup,
  type IndexerGroupCreate,
  type IndexerGroupUpdate,
  type IndexerStatus,
  type MessageResponse,
} from '@nzbkino/shared';
import { NntpError, type ActiveGroup } from '../../../integrations/nntp';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { AuditActor, AuditLog } from '../../audit/audit.service';
import type { IndexerGroupRow, IndexerGroupsRepository } from '../groups/indexer-groups.repository';
import type { NewsServers } from '../servers/news-server-pool';
import type { IndexerStatusService } from '../status/indexer-status.service';
import type { IndexerUpdateRunner } from './indexer-update-runner';

/** What the audit log keeps of a group: its settings, not its counters. */
const groupSettings = (row: IndexerGroupRow) => ({
  name: row.name,
  active: row.active,
  backfillDays: row.backfillDays,
  startDays: row.startDays,
});

const conflict = (message: string) => new HttpError(409, message);

/** A server's failure as the admin sees it: its German text; a request it refused as such is a 400. */
function serverFailure(error: unknown): unknown {
  if (!(error instanceof NntpError)) return error;
  return new HttpError(error.kind === 'invalid_request' ? 400 : 502, error.message, { kind: error.kind });
}

function listed(group: ActiveGroup, added: ReadonlySet<string>): AvailableGroups['groups'][number] {
  return {
    name: group.name,
    high: group.high,
    low: group.low,
    articles: group.high >= group.low ? group.high - group.low + 1 : 0,
    status: group.status,
    added: added.has(group.name),
  };
}

/**
 * The admin area's Indexer tab: the live status, the newsgroups (with the
 * search over the server's LIST ACTIVE to add them) and the update started by
 * hand. Every change is audited.
 */
export class IndexerAdminService {
  constructor(
    private readonly status: IndexerStatusService,
    private readonly groups: IndexerGroupsRepository,
    private readonly newsServers: NewsServers,
    private readonly runner: IndexerUpdateRunner,
    private readonly audit: AuditLog,
  ) {}

  async overview(): Promise<IndexerStatus> {
    const status = await this.status.status();
    return {
      ...status,
      errors: status.errors.map((error) => ({ ...error, at: error.at.toISOString() })),
      update: this.runner.state(),
    };
  }

  async addGroup(actor: AuditActor, body: IndexerGroupCreate): Promise<IndexerGroup> {
    if (await this.groups.byName(body.name)) throw conflict(indexerAdminMessages.groupExists(body.name));
    const { name, ...settings } = body;
    const row = await this.groups.add(name, settings);
    await this.audit.record(actor, {
      action: 'indexer.group.create',
      entityType: 'indexer_group',
      entityId: row.id,
      after: groupSettings(row),
    });
    return this.group(row.id);
  }

  async updateGroup(actor: AuditActor, id: number, body: IndexerGroupUpdate): Promise<IndexerGroup> {
    const before = await this.existing(id);
    const row = (await this.groups.update(id, body)) ?? (await this.existing(id));
    const [was, is] = [groupSettings(before), groupSettings(row)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await this.audit.record(actor, {
        action: 'indexer.group.update',
        entityType: 'indexer_group',
        entityId: id,
        before: was,
        after: is,
      });
    return this.group(id);
  }

  async removeGroup(actor: AuditActor, id: number): Promise<MessageResponse> {
    const before = await this.existing(id);
    // Its headers are being stored right now: removing it would fail that update half-way.
    if (before.claimedBy && before.claimedUntil && before.claimedUntil > new Date())
      throw conflict(indexerAdminMessages.groupBusy(before.name));
    if (!(await this.groups.remove(id))) throw notFound(indexerAdminMessages.groupNotFound);
    await this.audit.record(actor, {
      action: 'indexer.group.delete',
      entityType: 'indexer_group',
      entityId: id,
      before: { ...groupSettings(before), lastArticle: before.lastArticle, headersRead: before.headersRead },
    });
    return { message: indexerAdminMessages.groupDeleted(before.name) };
  }

  /** The server's groups matching a wildmat (LIST ACTIVE), the first 500 by name. */
  async availableGroups(pattern: string): Promise<AvailableGroups> {
    const pool = await this.newsServers.pool();
    if (!pool) throw conflict(indexerMessages.noServer);
    // A server that just failed is left alone for its back-off: say why at once instead of waiting it out.
    const main = pool.status()[0];
    if (main && main.open === 0 && main.retryInMs > 0 && main.lastError)
      throw new HttpError(
        502,
        indexerAdminMessages.serverResting(main.lastError, Math.ceil(main.retryInMs / 1000)),
      );
    let found: ActiveGroup[];
    try {
      found = await pool.listActive(pattern);
    } catch (error) {
      throw serverFailure(error);
    }
    const added = new Set((await this.groups.list()).map((group) => group.name));
    const sorted = found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {
      pattern,
      total: found.length,
      groups: sorted.slice(0, AVAILABLE_GROUPS_LIMIT).map((group) => listed(group, added)),
    };
  }

  /** Starts an update of every active group in the background; the tab follows it in the status. */
  async startUpdate(actor: AuditActor): Promise<MessageResponse> {
    if (!(await this.newsServers.pool())) throw conflict(indexerMessages.noServer);
    if (!this.runner.start()) throw conflict(indexerAdminMessages.updateRunning);
    await this.audit.record(actor, { action: 'indexer.update', entityType: 'indexer_group', entityId: null });
    return { message: indexerAdminMessages.updateStarted };
  }

  private async group(id: number): Promise<IndexerGroup> {
    const group = (await this.status.status()).groups.find((g) => g.id === id);
    if (!group) throw notFound(indexerAdminMessages.groupNotFound);
    return group;
  }

  private async existing(id: number): Promise<IndexerGroupRow> {
    const row = await this.groups.byId(id);
    if (!row) throw notFound(indexerAdminMessages.groupNotFound);
    return row;
  }
}
