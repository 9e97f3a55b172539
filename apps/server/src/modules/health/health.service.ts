import type { Health } from '@nzbkino/shared';
import type { BlobStore } from '../../storage';
import type { HealthRepository } from './health.repository';

type WriteProbes = Pick<Health, 'database' | 'blobStore'>;

/** An NZB prepared for longer than this is taken as stuck: even the largest takes seconds. */
export const INGEST_STUCK_AFTER_MS = 60_000;

/** What health needs to know of the ingest (the prepare-nzb pool). */
export interface IngestActivity {
  oldestTaskStartedAt(): number | null;
}

/**
 * Liveness plus whether the server can store anything: a read of the
 * database, a write to it, and a write to the blob store; and whether the
 * ingest is stuck (an NZB in the works for over a minute holds up every later
 * upload and import). The writes are
 * repeated at most every `probeIntervalMs`, so polling the public health
 * route cannot turn into a flood of writes.
 */
export class HealthService {
  private readonly startedAt = Date.now();
  /** Set by the demo start while it seeds in the background. */
  demoSeed: Health['demoSeed'] = 'off';
  private lastProbe: { at: number; result: WriteProbes } | null = null;

  constructor(
    private readonly repository: HealthRepository,
    private readonly blobs: BlobStore,
    private readonly version: string,
    private readonly probeIntervalMs: number,
    private readonly ingest: IngestActivity = { oldestTaskStartedAt: () => null },
    /** The clock the ingest dates its tasks by. */
    private readonly now: () => number = Date.now,
  ) {}

  async check(): Promise<Health> {
    const since = this.ingest.oldestTaskStartedAt();
    const ingest = since !== null && this.now() - since > INGEST_STUCK_AFTER_MS ? 'stuck' : 'ok';
    let probes: WriteProbes;
    try {
      await this.repository.ping();
      probes = await this.writeProbes();
    } catch {
      probes = { database: 'unavailable', blobStore: (await this.writeProbes()).blobStore };
    }
    return {
      status: probes.database === 'ok' && probes.blobStore === 'ok' && ingest === 'ok' ? 'ok' : 'degraded',
      ...probes,
      ingest,
      demoSeed: this.demoSeed,
      version: this.version,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }

  private async writeProbes(): Promise<WriteProbes> {
    const now = Date.now();
    if (this.lastProbe && now - this.lastProbe.at < this.probeIntervalMs) return this.lastProbe.result;
    const [database, blobStore] = await Promise.all([
      this.repository.writeProbe().then(
        () => 'ok' as const,
        () => 'not-writable' as const,
      ),
      (this.blobs.probeWritable?.() ?? Promise.resolve()).then(
        () => 'ok' as const,
        () => 'not-writable' as const,
      ),
    ]);
    this.lastProbe = { at: now, result: { database, blobStore } };
    return this.lastProbe.result;
  }
}
