import type { Health } from '@nzbkino/shared';
import type { BlobStore } from '../../storage';
import type { HealthRepository } from './health.repository';

type WriteProbes = Pick<Health, 'database' | 'blobStore'>;

/**
 * Liveness plus whether the server can store anything: a read of the
 * database, a write to it, and a write to the blob store. The writes are
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
  ) {}

  async check(): Promise<Health> {
    let probes: WriteProbes;
    try {
      await this.repository.ping();
      probes = await this.writeProbes();
    } catch {
      probes = { database: 'unavailable', blobStore: (await this.writeProbes()).blobStore };
    }
    return {
      status: probes.database === 'ok' && probes.blobStore === 'ok' ? 'ok' : 'degraded',
      ...probes,
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
