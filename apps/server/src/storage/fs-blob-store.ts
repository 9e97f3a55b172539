import { mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { writeFileAtomic, TEMP_PREFIX } from './atomic-file';
import {
  assertBlobKey,
  assertBlobKind,
  assertBlobName,
  BLOB_KINDS,
  blobKeyOf,
  CorruptBlobError,
  encodingFor,
} from './blob-store';
import type { BlobKind, BlobPutResult, BlobStat, BlobStore, StoredBlob } from './blob-store';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

// gzip rather than brotli: inflate is among the fastest decoders there is, it
// runs on zlib's thread pool, and every HTTP client (SABnzbd, NZBGet, browsers)
// accepts `Content-Encoding: gzip`, so a stored NZB can be sent without being
// decompressed at all. Level 1: NZB XML is so repetitive that it still shrinks
// about 4x, at less than half the CPU of level 6 (bench/import.bench.ts).
const GZIP_OPTIONS = { level: 1 };

/** Folder of named blobs inside a kind; five letters, so it cannot clash with a two-hex shard folder. */
const NAMED_DIR = 'named';

/**
 * {@link BlobStore} on the local file system, under `root` (the server uses
 * `DATA_DIR/blobs`):
 *
 * - content blobs at `<kind>/<ab>/<cd>/<sha256>` (first two byte pairs of the key
 *   as folders, so no folder grows beyond a few hundred entries);
 * - named blobs at `<kind>/named/<name>`;
 * - NZB and NFO gzip-compressed, images as they are.
 *
 * Writes are atomic (temp file, fsync, link/rename), so a crash never leaves a
 * partial blob under a real name. Reads of content blobs are checked against
 * their key. Not safe for several processes writing the same *named* blob
 * with different bytes at once (last rename wins), which the server never does.
 */
export class FsBlobStore implements BlobStore {
  // Puts of the same content still in flight, so concurrent callers share one write.
  private readonly pending = new Map<string, Promise<BlobPutResult>>();

  constructor(readonly root: string) {}

  async put(kind: BlobKind, data: Buffer): Promise<BlobPutResult> {
    assertBlobKind(kind);
    const key = blobKeyOf(data);
    const id = `${kind}/${key}`;
    const running = this.pending.get(id);
    if (running) return { ...(await running), created: false };
    const write = this.writeContent(kind, key, data).finally(() => this.pending.delete(id));
    this.pending.set(id, write);
    return write;
  }

  async get(kind: BlobKind, key: string): Promise<Buffer | null> {
    const stored = await this.getStored(kind, key);
    if (stored === null) return null;
    const data = await decode(stored, `${kind}/${key}`);
    // gzip's CRC already covers compressed blobs; this also catches a swapped file.
    if (blobKeyOf(data) !== key) throw new CorruptBlobError(`Blob ${kind}/${key} does not match its key`);
    return data;
  }

  async getStored(kind: BlobKind, key: string): Promise<StoredBlob | null> {
    const data = await readOrNull(this.contentPath(kind, key));
    return data === null ? null : { data, encoding: encodingFor(kind) };
  }

  async has(kind: BlobKind, key: string): Promise<boolean> {
    return exists(this.contentPath(kind, key));
  }

  async delete(kind: BlobKind, key: string): Promise<void> {
    await unlinkIfPresent(this.contentPath(kind, key));
  }

  async stat(kind: BlobKind, key: string): Promise<BlobStat | null> {
    const file = this.contentPath(kind, key);
    const info = await stat(file).catch(nullIfMissing);
    if (info === null) return null;
    const encoding = encodingFor(kind);
    const size = encoding === 'gzip' ? await gzipOriginalSize(file) : info.size;
    return { size, storedSize: info.size, encoding, modifiedAt: info.mtime };
  }

  async putNamed(kind: BlobKind, name: string, data: Buffer): Promise<BlobPutResult> {
    const file = this.namedPath(kind, name);
    const existed = await exists(file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, await encode(kind, data), false);
    return { key: name, size: data.length, created: !existed };
  }

  async getNamed(kind: BlobKind, name: string): Promise<Buffer | null> {
    const data = await readOrNull(this.namedPath(kind, name));
    return data === null
      ? null
      : decode({ data, encoding: encodingFor(kind) }, `${kind}/${NAMED_DIR}/${name}`);
  }

  async hasNamed(kind: BlobKind, name: string): Promise<boolean> {
    return exists(this.namedPath(kind, name));
  }

  async deleteNamed(kind: BlobKind, name: string): Promise<void> {
    await unlinkIfPresent(this.namedPath(kind, name));
  }

  /**
   * Deletes temp files older than `olderThanMs` that a crash mid-write left
   * behind (they never carry a real blob name). Meant for a maintenance job;
   * walks every shard folder. Returns how many were removed.
   */
  async removeStaleTempFiles(olderThanMs = 60 * 60 * 1000): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const dir of await this.blobFolders()) {
      for (const entry of await readdir(dir).catch(() => [] as string[])) {
        if (!entry.startsWith(TEMP_PREFIX)) continue;
        const file = path.join(dir, entry);
        const info = await stat(file).catch(() => null);
        if (
          info &&
          info.mtimeMs < cutoff &&
          (await unlink(file).then(
            () => true,
            () => false,
          ))
        )
          removed += 1;
      }
    }
    return removed;
  }

  private async writeContent(kind: BlobKind, key: string, data: Buffer): Promise<BlobPutResult> {
    const file = this.contentPath(kind, key);
    // Dedup: existing content is never rewritten (and never re-compressed).
    if (await exists(file)) return { key, size: data.length, created: false };
    await mkdir(path.dirname(file), { recursive: true });
    const created = await writeFileAtomic(file, await encode(kind, data), true);
    return { key, size: data.length, created };
  }

  private contentPath(kind: BlobKind, key: string): string {
    assertBlobKind(kind);
    assertBlobKey(key);
    return path.join(this.root, kind, key.slice(0, 2), key.slice(2, 4), key);
  }

  private namedPath(kind: BlobKind, name: string): string {
    assertBlobKind(kind);
    assertBlobName(name);
    return path.join(this.root, kind, NAMED_DIR, name);
  }

  private async blobFolders(): Promise<string[]> {
    const folders: string[] = [];
    const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
    for (const kind of BLOB_KINDS) {
      const kindDir = path.join(this.root, kind);
      folders.push(path.join(kindDir, NAMED_DIR));
      for (const ab of await list(kindDir)) {
        if (ab === NAMED_DIR) continue;
        for (const cd of await list(path.join(kindDir, ab))) folders.push(path.join(kindDir, ab, cd));
      }
    }
    return folders;
  }
}

async function encode(kind: BlobKind, data: Buffer): Promise<Buffer> {
  return encodingFor(kind) === 'gzip' ? gzipAsync(data, GZIP_OPTIONS) : data;
}

async function decode(stored: StoredBlob, label: string): Promise<Buffer> {
  if (stored.encoding === 'identity') return stored.data;
  try {
    return await gunzipAsync(stored.data);
  } catch (error) {
    throw new CorruptBlobError(`Blob ${label} cannot be decompressed: ${(error as Error).message}`);
  }
}

// The gzip trailer ends with the original size modulo 2^32 (RFC 1952 ISIZE);
// blobs here are far below 4 GiB, so it is exact and saves a decompression.
async function gzipOriginalSize(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const trailer = Buffer.alloc(4);
    await handle.read(trailer, 0, 4, Math.max(0, size - 4));
    return trailer.readUInt32LE(0);
  } finally {
    await handle.close();
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  return readFile(file).catch(nullIfMissing);
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(nullIfMissing)) !== null;
}

async function unlinkIfPresent(file: string): Promise<void> {
  await unlink(file).catch(nullIfMissing);
}

function nullIfMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a path component is a file, which for us also means "no such blob".
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw error;
}
