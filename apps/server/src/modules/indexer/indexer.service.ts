import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { indexerMessages } from '@nzbkino/shared';
import type { NntpPool } from '../../integrations/nntp';
import type { IndexerConfig } from '../../config-indexer';
import { firstArticleSince } from './article-dates';
import { headersOfChunk } from './headers/header-lines';
import type { HeaderStoreRepository } from './headers/header-store.repository';
import type { IndexerGroupRow, IndexerGroupsRepository } from './groups/indexer-groups.repository';
import { describeFailure, IndexerError } from './indexer-errors';
import type { MadeReleases, ReleaseMakerService } from './releases/release-maker.service';
import type { NewsServers } from './servers/news-server-pool';
import type { IndexerErrorsRepository } from './status/indexer-errors.repository';

/** What one group's update or backfill did. */
export interface GroupRun {
  group: string;
  /** The article range read, or null when there was nothing new. */
  range: { from: number; to: number } | null;
  headers: number;
  skipped: number;
  missing: number;
  repaired: number;
  givenUp: number;
  /** Why the group stopped early (German), if it did. */
  error: string | null;
}

export interface IndexerRun {
  groups: GroupRun[];
  releases: MadeReleases;
}

/** A claim lasts this long and is renewed while the group is read; a crashed worker's claim runs out. */
const CLAIM_MS = 60_000;
const CLAIM_RENEW_MS = 20_000;
/**
 * A long update (a big backlog, a first run) makes releases every this many
 * headers, not only at its end: the headers of finished posts leave the
 * transient tables as it goes, so they hold what is open, not the backlog.
 */
const RELEASES_EVERY = 500_000;
/** Missing articles part repair asks for per group and run. */
const REPAIR_BATCH = 2_000;
const DAY_MS = 86_400_000;

function sumMade(all: MadeReleases[]): MadeReleases {
  const total: MadeReleases = { imported: 0, duplicates: 0, refused: 0, junk: 0, expired: 0 };
  for (const made of all)
    for (const key of Object.keys(total) as (keyof MadeReleases)[]) total[key] += made[key];
  return total;
}

/** Consecutive numbers as ranges, so part repair asks with few OVERs. */
function runsOf(numbers: number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && n === last.to + 1) last.to = n;
    else runs.push({ from: n, to: n });
  }
  return runs;
}

/**
 * The usenet header indexer: reads the headers of the configured groups with
 * OVER in chunks, stores them as collections, files and parts, and makes
 * releases of the finished collections (ReleaseMakerService). Updates read
 * forward from a group's watermark, which moves in the transaction that
 * stores a chunk; backfill reads backwards to a date. On PostgreSQL several
 * processes share the work: a group is read by whoever claims it.
 */
export class IndexerService {
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    private readonly groups: IndexerGroupsRepository,
    private readonly store: HeaderStoreRepository,
    private readonly maker: ReleaseMakerService,
    private readonly errors: IndexerErrorsRepository,
    private readonly servers: NewsServers,
    private readonly config: IndexerConfig,
    /** The embedded database: one process owns it, so claims of others are left over from a crash. */
    private readonly soleProcess: boolean,
  ) {}

  private staleClaimsCleared = false;
  /** Releases made during the current run's long updates, added to its end result. */
  private madeMeanwhile: MadeReleases[] = [];
  /** Runs of this process one after another: the schedule, the CLI and the admin's button share one worker id. */
  private queue: Promise<unknown> = Promise.resolve();

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => {});
    return run;
  }

  /** The groups of INDEX_GROUPS, created if missing (settings of existing ones stay). */
  async addConfiguredGroups(): Promise<void> {
    for (const name of this.config.groups) await this.groups.add(name);
  }

  /** Reads what is new in the named groups (default: every active one), then makes releases. */
  update(names: string[] = []): Promise<IndexerRun> {
    return this.serialised(async () => {
      const pool = await this.requirePool();
      await this.addConfiguredGroups();
      const selected = await this.selectGroups(names);
      const runs: GroupRun[] = [];
      this.madeMeanwhile = [];
      for (const group of selected)
        runs.push(await this.claimed(group, (run) => this.updateGroup(pool, group, run)));
      return { groups: runs, releases: sumMade([...this.madeMeanwhile, await this.maker.makeReleases()]) };
    });
  }

  /** Reads `name` back to `days` days before now, below what it has read so far, then makes releases. */
  backfill(name: string, days: number): Promise<IndexerRun> {
    return this.serialised(async () => {
      const pool = await this.requirePool();
      await this.addConfiguredGroups();
      const [group] = await this.selectGroups([name]);
      const run = await this.claimed(group!, (r) => this.backfillGroup(pool, group!, days, r));
      return { groups: [run], releases: await this.maker.makeReleases() };
    });
  }

  makeReleases(): Promise<MadeReleases> {
    return this.maker.makeReleases();
  }

  private async requirePool(): Promise<NntpPool> {
    const pool = await this.servers.pool();
    if (!pool) throw new IndexerError(indexerMessages.noServer);
    return pool;
  }

  private async selectGroups(names: string[]): Promise<IndexerGroupRow[]> {
    if (names.length === 0) return (await this.groups.list()).filter((g) => g.active);
    const found: IndexerGroupRow[] = [];
    for (const name of names) {
      const group = await this.groups.byName(name);
      if (!group) throw new IndexerError(indexerMessages.unknownGroup(name));
      found.push(group);
    }
    return found;
  }

  private async claimed(group: IndexerGroupRow, work: (run: GroupRun) => Promise<void>): Promise<GroupRun> {
    const run: GroupRun = {
      group: group.name,
      range: null,
      headers: 0,
      skipped: 0,
      missing: 0,
      repaired: 0,
      givenUp: 0,
      error: null,
    };
    if (this.soleProcess && !this.staleClaimsCleared) {
      await this.groups.releaseAll();
      this.staleClaimsCleared = true;
    }
    if (!(await this.groups.claim(group.id, this.worker, CLAIM_MS))) {
      run.error = indexerMessages.claimed(group.name);
      return run;
    }
    // Renewed on a timer too: a long chunk must not let the claim run out under it.
    const renew = setInterval(() => {
      this.groups.claim(group.id, this.worker, CLAIM_MS).catch(() => {});
    }, CLAIM_RENEW_MS);
    renew.unref();
    try {
      await work(run);
    } catch (error) {
      const failure = describeFailure(error);
      run.error = failure.message;
      await this.errors.record({ groupName: group.name, server: null, ...failure });
    } finally {
      clearInterval(renew);
      await this.groups.release(group.id, this.worker);
    }
    return run;
  }

  private async updateGroup(pool: NntpPool, group: IndexerGroupRow, run: GroupRun): Promise<void> {
    const info = await pool.group(group.name);
    const start =
      group.lastArticle === null
        ? await firstArticleSince(pool, group.name, info, new Date(Date.now() - group.startDays * DAY_MS))
        : group.lastArticle + 1;
    const from = Math.max(start, info.low);
    if (from <= info.high) {
      run.range = { from, to: info.high };
      // A chunk is parsed while the one before is stored (on PostgreSQL another process does
      // that work); the stores stay in order, so the watermark never passes an unstored chunk.
      let storing: Promise<void> = Promise.resolve();
      let sinceReleases = 0;
      for await (const chunk of pool.over(group.name, from, info.high, this.config.chunkSize)) {
        const headers = headersOfChunk(chunk.lines, group.name, chunk.from, chunk.to);
        await storing;
        storing = this.store
          .storeChunk(headers.records, {
            groupId: group.id,
            watermark: { direction: 'forward', from: chunk.from, to: chunk.to },
            serverHigh: info.high,
            skipped: headers.skipped,
            missing: headers.missing,
          })
          .then(async () => {
            this.count(run, headers);
            sinceReleases += headers.records.length;
            if (sinceReleases >= RELEASES_EVERY) {
              sinceReleases = 0;
              this.madeMeanwhile.push(await this.maker.makeReleases());
            }
          });
        // Awaited before the next store or after the last; never left unhandled meanwhile.
        storing.catch(() => {});
      }
      await storing;
    }
    await this.repairParts(pool, group, info.high, run);
  }

  private async backfillGroup(
    pool: NntpPool,
    group: IndexerGroupRow,
    days: number,
    run: GroupRun,
  ): Promise<void> {
    const info = await pool.group(group.name);
    const target = Math.max(
      info.low,
      await firstArticleSince(pool, group.name, info, new Date(Date.now() - days * DAY_MS)),
    );
    // Never read: backfill starts at the newest article, and the next update goes on from there.
    let end = (group.firstArticle ?? info.high + 1) - 1;
    if (end >= target) run.range = { from: target, to: end };
    while (end >= target) {
      const start = Math.max(target, end - this.config.chunkSize + 1);
      for await (const chunk of pool.over(group.name, start, end, end - start + 1)) {
        const headers = headersOfChunk(chunk.lines, group.name, chunk.from, chunk.to);
        await this.store.storeChunk(headers.records, {
          groupId: group.id,
          watermark: { direction: 'back', from: chunk.from, to: chunk.to },
          serverHigh: info.high,
          skipped: headers.skipped,
          missing: headers.missing,
        });
        this.count(run, headers);
      }
      await this.groups.claim(group.id, this.worker, CLAIM_MS);
      end = start - 1;
    }
  }

  /** Asks again for articles earlier ranges lacked; after the configured attempts they are given up. */
  private async repairParts(pool: NntpPool, group: IndexerGroupRow, serverHigh: number, run: GroupRun) {
    if (this.config.repairAttempts === 0) return;
    const missing = await this.groups.missing(group.id, this.config.repairAttempts, REPAIR_BATCH);
    const stillMissing: number[] = [];
    for (const range of runsOf(missing)) {
      for await (const chunk of pool.over(group.name, range.from, range.to, range.to - range.from + 1)) {
        const headers = headersOfChunk(chunk.lines, group.name, chunk.from, chunk.to);
        const absent = new Set(headers.missing);
        const repaired: number[] = [];
        for (let n = chunk.from; n <= chunk.to; n++) (absent.has(n) ? stillMissing : repaired).push(n);
        await this.store.storeChunk(headers.records, {
          groupId: group.id,
          // The watermarks are past these numbers already.
          watermark: null,
          serverHigh,
          skipped: headers.skipped,
          missing: [],
          repaired,
        });
        run.repaired += repaired.length;
      }
    }
    run.givenUp += await this.groups.missedAgain(group.id, stillMissing, this.config.repairAttempts);
  }

  private count(run: GroupRun, headers: ReturnType<typeof headersOfChunk>): void {
    run.headers += headers.records.length;
    run.skipped += headers.skipped;
    run.missing += headers.missing.length;
  }

  async close(): Promise<void> {
    await this.servers.close();
  }
}
