import type { IndexerGroupsRepository } from '../groups/indexer-groups.repository';
import type { CollectionsRepository } from '../releases/collections.repository';
import type { IndexerServersRepository } from '../servers/indexer-servers.repository';
import type { IndexerErrorEntry, IndexerErrorsRepository } from './indexer-errors.repository';

export interface GroupStatus {
  id: number;
  name: string;
  active: boolean;
  backfillDays: number;
  startDays: number;
  lastArticle: number | null;
  firstArticle: number | null;
  /** Articles on the server not read yet (its newest at the last look minus the watermark). */
  backlog: number | null;
  headersRead: number;
  headersSkipped: number;
  releasesMade: number;
  /** Articles part repair still asks for. */
  missingArticles: number;
  articlesGivenUp: number;
  errors: number;
  lastError: string | null;
  lastErrorAt: string | null;
  lastUpdateAt: string | null;
  /** Who reads it now (PostgreSQL with several processes), or null. */
  claimedBy: string | null;
}

export interface ServerStatusEntry {
  id: number | null;
  name: string;
  host: string;
  port: number;
  tls: boolean;
  tlsInsecure: boolean;
  username: string | null;
  /** Whether a password is stored: the password itself is never sent back. */
  hasPassword: boolean;
  connections: number;
  priority: number;
  active: boolean;
  /** `environment`: NNTP_URL (changed there, not in the admin area). */
  source: 'admin' | 'environment';
}

export interface IndexerStatus {
  servers: ServerStatusEntry[];
  groups: GroupStatus[];
  open: { collections: number; files: number; parts: number };
  errors: IndexerErrorEntry[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the CLI's `indexer status` and the admin's Indexer tab show. */
export class IndexerStatusService {
  constructor(
    private readonly groups: IndexerGroupsRepository,
    private readonly servers: IndexerServersRepository,
    private readonly collections: CollectionsRepository,
    private readonly errors: IndexerErrorsRepository,
    private readonly env: { nntpUrl: string | undefined; connections: number },
  ) {}

  async status(): Promise<IndexerStatus> {
    const [groups, servers, open, errors] = await Promise.all([
      this.groups.list(),
      this.servers.list(),
      this.collections.openCounts(),
      this.errors.recent(),
    ]);
    const missing = await Promise.all(groups.map((g) => this.groups.missingCount(g.id)));
    return {
      servers: [
        ...this.envServer(),
        ...servers.map((s) => ({
          id: s.id,
          name: s.name,
          host: s.host,
          port: s.port,
          tls: s.tls,
          tlsInsecure: s.tlsInsecure,
          username: s.username,
          hasPassword: Boolean(s.password),
          connections: s.connections,
          priority: s.priority,
          active: s.active,
          source: 'admin' as const,
        })),
      ],
      groups: groups.map((g, i) => ({
        id: g.id,
        name: g.name,
        active: g.active,
        backfillDays: g.backfillDays,
        startDays: g.startDays,
        lastArticle: g.lastArticle,
        firstArticle: g.firstArticle,
        backlog:
          g.serverHigh !== null && g.lastArticle !== null ? Math.max(0, g.serverHigh - g.lastArticle) : null,
        headersRead: g.headersRead,
        headersSkipped: g.headersSkipped,
        releasesMade: g.releasesMade,
        missingArticles: missing[i]!,
        articlesGivenUp: g.articlesGivenUp,
        errors: g.errors,
        lastError: g.lastError,
        lastErrorAt: iso(g.lastErrorAt),
        lastUpdateAt: iso(g.lastUpdateAt),
        claimedBy: g.claimedUntil && g.claimedUntil > new Date() ? g.claimedBy : null,
      })),
      open,
      errors,
    };
  }

  private envServer(): ServerStatusEntry[] {
    if (!this.env.nntpUrl) return [];
    const url = new URL(this.env.nntpUrl);
    return [
      {
        id: null,
        name: 'NNTP_URL',
        host: url.hostname,
        port: Number(url.port) || (url.protocol === 'nntps:' ? 563 : 119),
        tls: url.protocol === 'nntps:',
        tlsInsecure: false,
        username: url.username ? decodeURIComponent(url.username) : null,
        hasPassword: url.password !== '',
        connections: this.env.connections,
        priority: 0,
        active: true,
        source: 'environment',
      },
    ];
  }
}
