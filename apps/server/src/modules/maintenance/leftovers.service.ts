import type { BlobStore } from '../../storage';
import type { BlobReferencesRepository } from './blob-references.repository';

export interface LeftoverReport {
  tempFiles: number;
  orphanBlobs: number;
}

export interface LeftoverOptions {
  /** Temp files of interrupted blob writes older than this are removed. */
  tempOlderThanMs: number;
  /** Also remove NZB/NFO blobs no release names; only when no other process writes blobs. */
  orphans: boolean;
}

/** Orphans younger than this are kept: an import writes its blobs just before its rows. */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;
const CHUNK = 20_000;

/**
 * Clears what a crash leaves in the blob store: temp files of atomic writes
 * cut short, and NZB/NFO blobs whose release rows were never written (the
 * import writes blobs first, so a crash between the two leaves blobs no row
 * names). Only the release kinds are looked at: images are named blobs of
 * the catalogue or the image cache, owned by their modules, and never touched.
 */
export class LeftoversService {
  constructor(
    private readonly references: BlobReferencesRepository,
    private readonly blobs: BlobStore,
  ) {}

  async removeCrashLeftovers(options: LeftoverOptions, now = Date.now()): Promise<LeftoverReport> {
    const tempFiles = (await this.blobs.removeStaleTempFiles?.(options.tempOlderThanMs)) ?? 0;
    let orphanBlobs = 0;
    if (options.orphans) {
      for (const kind of ['nzb', 'nfo'] as const) orphanBlobs += await this.removeOrphans(kind, now);
    }
    return { tempFiles, orphanBlobs };
  }

  private async removeOrphans(kind: 'nzb' | 'nfo', now: number): Promise<number> {
    const { listContent, modifiedAt } = this.blobs;
    if (!listContent || !modifiedAt) return 0;
    let removed = 0;
    let pending = new Set<string>();
    const check = async () => {
      const referenced = await this.references.referenced(kind, [...pending]);
      for (const key of pending) {
        if (referenced.has(key)) continue;
        const written = await modifiedAt.call(this.blobs, kind, key);
        if (written && now - written.getTime() >= ORPHAN_MIN_AGE_MS) {
          await this.blobs.delete(kind, key);
          removed += 1;
        }
      }
      pending = new Set();
    };
    for await (const keys of listContent.call(this.blobs, kind)) {
      for (const key of keys) pending.add(key);
      if (pending.size >= CHUNK) await check();
    }
    await check();
    return removed;
  }
}
