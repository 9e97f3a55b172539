import { mkdir, readdir, readFile, rm, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { TEMP_PREFIX, writeFileAtomic } from './atomic-file';
import { assertBlobName } from './blob-store';

interface Entry {
  size: number;
  /** When the file's mtime last recorded a use (ms); recency across restarts. */
  touchedAt: number;
}

export interface LruFileCacheOptions {
  /** How often at most a hit rewrites the file's mtime; between writes the order lives in memory. */
  touchIntervalMs?: number;
  /** Failures of disk work (reading, writing, removing a file); the cache goes on without it. */
  onError?: (error: unknown) => void;
  /** Folders of an earlier layout, removed with everything in them before first use. */
  obsoleteDirs?: readonly string[];
}

export interface LruFileCacheUsage {
  files: number;
  bytes: number;
}

/** Crashed writes leave temp files; one this old is no write in progress any more. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files that can be made again (derived data), kept under `maxBytes` by
 * removing the least recently used. Lives in a folder of its own, so eviction
 * can never reach anything else. Names are one path segment (blob-name rules)
 * and lie at `<dir>/<first two characters>/<name>`.
 *
 * The order is kept in memory (a Map in use order) and in the files' mtimes,
 * which a hit refreshes at most once per `touchIntervalMs`; on first use the
 * folder is scanned once, oldest first, so size and order survive a restart.
 * A hit costs a map lookup and one read. Several processes may share the folder:
 * each bounds what it knows, and a file another removed is simply a miss.
 */
export class LruFileCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private loading: Promise<void> | null = null;
  private readonly touchIntervalMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly obsoleteDirs: readonly string[];

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    options: LruFileCacheOptions = {},
  ) {
    this.touchIntervalMs = options.touchIntervalMs ?? 60_000;
    this.onError = options.onError ?? (() => {});
    this.obsoleteDirs = options.obsoleteDirs ?? [];
  }

  /** The file, or null when it is not cached; a failing disk counts as a miss (reported to onError). */
  async get(name: string): Promise<Buffer | null> {
    const file = this.pathOf(name);
    try {
      await this.load();
      const entry = this.entries.get(name);
      if (!entry) return null;
      const data = await readFile(file).catch(nullIfMissing);
      if (data === null) {
        this.forget(name);
        return null;
      }
      this.entries.delete(name);
      this.entries.set(name, entry);
      const now = Date.now();
      if (now - entry.touchedAt >= this.touchIntervalMs) {
        entry.touchedAt = now;
        utimes(file, new Date(now), new Date(now)).catch(this.onError);
      }
      return data;
    } catch (error) {
      this.onError(error);
      return null;
    }
  }

  /**
   * Stores (or replaces) a file, then removes the least recently used until the
   * total fits. A failed write (a full disk) is reported to onError, not thrown:
   * the caller still has its data, it is just not kept.
   */
  async put(name: string, data: Buffer): Promise<void> {
    const file = this.pathOf(name);
    try {
      await this.load();
      await mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, data, false);
      this.forget(name);
      this.entries.set(name, { size: data.length, touchedAt: Date.now() });
      this.bytes += data.length;
      await this.evict(name);
    } catch (error) {
      this.onError(error);
    }
  }

  /** What the cache holds now, as far as this process knows. */
  async usage(): Promise<LruFileCacheUsage> {
    await this.load();
    return { files: this.entries.size, bytes: this.bytes };
  }

  private async evict(keep: string): Promise<void> {
    for (const [name] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      // A file larger than the whole cache is still served once, then goes first.
      if (name === keep) continue;
      this.forget(name);
      await unlink(this.pathOf(name)).catch(nullIfMissing).catch(this.onError);
    }
  }

  private forget(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.bytes -= entry.size;
  }

  private load(): Promise<void> {
    // A failed scan (an unreadable folder) is tried again by the next call.
    this.loading ??= this.scan().catch((error: unknown) => {
      this.loading = null;
      this.entries.clear();
      this.bytes = 0;
      throw error;
    });
    return this.loading;
  }

  private async scan(): Promise<void> {
    for (const obsolete of this.obsoleteDirs)
      await rm(obsolete, { recursive: true, force: true }).catch(this.onError);
    const found: (Entry & { name: string })[] = [];
    const staleBefore = Date.now() - STALE_TEMP_MS;
    for (const shard of (await readdir(this.dir).catch(nullIfMissing)) ?? []) {
      const shardDir = path.join(this.dir, shard);
      for (const name of (await readdir(shardDir).catch(nullIfMissing)) ?? []) {
        const file = path.join(shardDir, name);
        const info = await stat(file).catch(nullIfMissing);
        if (!info?.isFile()) continue;
        if (name.startsWith(TEMP_PREFIX)) {
          if (info.mtimeMs < staleBefore) await unlink(file).catch(nullIfMissing);
        } else if (isCacheName(name) && shardOf(name) === shard) {
          found.push({ name, size: info.size, touchedAt: info.mtimeMs });
        }
      }
    }
    found.sort((a, b) => a.touchedAt - b.touchedAt);
    for (const { name, size, touchedAt } of found) {
      this.entries.set(name, { size, touchedAt });
      this.bytes += size;
    }
    // A smaller limit than last time takes effect at once.
    await this.evict('');
  }

  private pathOf(name: string): string {
    assertBlobName(name);
    return path.join(this.dir, shardOf(name), name);
  }
}

function shardOf(name: string): string {
  return name.slice(0, 2).toLowerCase();
}

function isCacheName(name: string): boolean {
  try {
    assertBlobName(name);
    return true;
  } catch {
    return false;
  }
}

function nullIfMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw error;
}
