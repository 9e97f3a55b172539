import { roles, type AdminOverview, type Role } from '@nzbkino/shared';
import type { ImportLogRow } from '../../db/schema';
import { berlinStartOfDay } from '../../lib/dates';
import type { BlobStore, BlobStoreUsage } from '../../storage';
import type { ChangelogService } from '../changelog/changelog.service';
import type { ImportLogRepository } from './import-log.repository';
import type { OverviewRepository } from './overview.repository';

const LAST_IMPORTS = 15;

const EMPTY_USAGE: BlobStoreUsage = {
  files: 0,
  bytes: 0,
  byKind: {} as BlobStoreUsage['byKind'],
  disk: null,
};

function toImport(row: ImportLogRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    reason: row.reason,
    releaseId: row.releaseId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admin overview: what the site holds, what happened today, what needs
 * attention (unmatched releases, open requests) and how full the blob store
 * is. Counting the store walks it, so that figure is reused for `storageTtlMs`.
 */
export class OverviewService {
  private storage: { at: number; usage: BlobStoreUsage } | null = null;
  private counting: Promise<BlobStoreUsage> | null = null;

  constructor(
    private readonly repository: OverviewRepository,
    private readonly imports: ImportLogRepository,
    private readonly blobs: BlobStore,
    private readonly changelog: ChangelogService,
    private readonly version: string,
    private readonly storageTtlMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<AdminOverview> {
    const now = this.clock();
    const today = berlinStartOfDay(now);
    const [counts, byRole, importsToday, lastImports, storage, changelog] = await Promise.all([
      this.repository.counts(today),
      this.repository.usersByRole(),
      this.imports.countsSince(today),
      this.imports.recent(LAST_IMPORTS),
      this.storageUsage(now.getTime()),
      this.changelog.latestVersionLabel(),
    ]);
    const roleCounts = Object.fromEntries(roles.map((role) => [role, 0])) as Record<Role, number>;
    for (const { role, n } of byRole) roleCounts[role] = n;
    return {
      releases: { total: counts.releases, today: counts.releasesToday, unmatched: counts.unmatched },
      catalogue: { movies: counts.movies, series: counts.series },
      importsToday,
      users: {
        total: Object.values(roleCounts).reduce((sum, n) => sum + n, 0),
        byRole: roleCounts,
        suspended: counts.suspended,
      },
      grabsToday: counts.grabsToday,
      apiCallsToday: counts.apiCallsToday,
      openRequests: counts.openRequests,
      openContactMessages: counts.openContactMessages,
      lastImports: lastImports.map(toImport),
      storage: { ...storage.usage, countedAt: new Date(storage.at).toISOString() },
      version: { server: this.version, changelog },
    };
  }

  /** The last count while it is fresh; one walk at a time however many admins look. */
  private async storageUsage(now: number): Promise<{ at: number; usage: BlobStoreUsage }> {
    if (this.storage && now - this.storage.at < this.storageTtlMs) return this.storage;
    this.counting ??= (this.blobs.usage?.() ?? Promise.resolve(EMPTY_USAGE)).finally(() => {
      this.counting = null;
    });
    this.storage = { at: now, usage: await this.counting };
    return this.storage;
  }
}
