import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic, TEMP_PREFIX } from './atomic-file';
import { blobKeyOf, decodeBlob, encodingFor, prepareBlob, type PreparedBlob } from './blob-encoding';
import { BLOB_KINDS, type BlobEncoding, type BlobKind } from './blob-kinds';
import { assertBlobKey, assertBlobKind, assertBlobName, CorruptBlobError } from './blob-store';
import type { BlobPutResult, BlobStat, BlobStore, BlobStoreUsage, StoredBlob } from './blob-store';

/** File name suffix of brotli blobs; a text blob without it is gzip, as earlier versions wrote them. */
const BROTLI_SUFFIX = '.br';

/** Folder of named blobs inside a kind; five letters, so it cannot clash with a two-hex shard folder. */
const NAMED_DIR = 'named';

const CONTENT_NAME = /^[0-9a-f]{64}$/;

/**
 * {@link BlobStore} on the local file system, under `root` (the server uses
 * `DATA_DIR/blobs`):
 *
 * - NZB and NFO brotli-compressed at `<kind>/<ab>/<sha256>.br`: one level of
 *   256 folders (the first byte of the key) rather than 65,536, so an import
 *   into a fresh store does not create a folder for nearly every blob; a
 *   million NZBs are ~4,000 files a folder, which ext4 and XFS index.
 *   NZB and NFO stored as gzip by earlier versions, at `<kind>/<ab>/<cd>/<sha256>`,
 *   are still read;
 * - images as they are at `<kind>/<ab>/<cd>/<sha256>` (two levels);
 * - named blobs at `<kind>/named/<name>`, encoded the same way.
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
    // Encoded lazily: content that is already stored is never compressed again.
    return this.putOnce(kind, key, data.length, () => prepareBlob(kind, data, key), true);
  }

  async putPrepared(kind: BlobKind, blob: PreparedBlob): Promise<BlobPutResult> {
    assertBlobKind(kind);
    if (blob.encoding !== encodingFor(kind)) {
      throw new TypeError(`A ${kind} blob must be stored as ${encodingFor(kind)}, not ${blob.encoding}`);
    }
    // The work is done already; the exclusive link still keeps an existing blob as it is.
    return this.putOnce(kind, blob.key, blob.size, () => blob, false);
  }

  async get(kind: BlobKind, key: string): Promise<Buffer | null> {
    const stored = await this.getStored(kind, key);
    if (stored === null) return null;
    const data = await decode(stored, `${kind}/${key}`);
    // The compressed formats' checks cover only the stream; this also catches a swapped file.
    if (blobKeyOf(data) !== key) throw new CorruptBlobError(`Blob ${kind}/${key} does not match its key`);
    return data;
  }

  async getStored(kind: BlobKind, key: string): Promise<StoredBlob | null> {
    for (const { file, encoding } of this.contentFiles(kind, key)) {
      const data = await readOrNull(file);
      if (data !== null) return { data, encoding };
    }
    return null;
  }

  async has(kind: BlobKind, key: string): Promise<boolean> {
    return (await this.findContent(kind, key)) !== null;
  }

  async delete(kind: BlobKind, key: string): Promise<void> {
    for (const { file } of this.contentFiles(kind, key)) await unlinkIfPresent(file);
  }

  async stat(kind: BlobKind, key: string): Promise<BlobStat | null> {
    const found = await this.findContent(kind, key);
    if (found === null) return null;
    const { file, encoding, info } = found;
    const size =
      encoding === 'gzip'
        ? await gzipOriginalSize(file)
        : encoding === 'br'
          ? (await decode({ data: await readFile(file), encoding }, `${kind}/${key}`)).length
          : info.size;
    return { size, storedSize: info.size, encoding, modifiedAt: info.mtime };
  }

  async putNamed(kind: BlobKind, name: string, data: Buffer): Promise<BlobPutResult> {
    const file = this.namedPath(kind, name);
    const existed = await exists(file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, prepareBlob(kind, data, name).stored, false);
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
    // The root too: the health probe writes its file there.
    for (const dir of [this.root, ...(await this.blobFolders())]) {
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

  async probeWritable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `${TEMP_PREFIX}probe-${randomBytes(6).toString('hex')}`);
    const handle = await open(probe, 'wx', 0o600);
    try {
      await handle.writeFile('ok');
      await handle.sync();
    } finally {
      await handle.close();
      await unlinkIfPresent(probe);
    }
  }

  /** Content blob keys one shard folder at a time; files being written (temp files) are not listed. */
  async *listContent(kind: BlobKind): AsyncGenerator<string[]> {
    assertBlobKind(kind);
    const named = path.join(this.root, kind, NAMED_DIR);
    for (const dir of await this.blobFolders([kind])) {
      if (dir === named) continue;
      const keys: string[] = [];
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const name = entry.name.endsWith(BROTLI_SUFFIX)
          ? entry.name.slice(0, -BROTLI_SUFFIX.length)
          : entry.name;
        if (entry.isFile() && CONTENT_NAME.test(name)) keys.push(name);
      }
      if (keys.length) yield keys;
    }
  }

  async modifiedAt(kind: BlobKind, key: string): Promise<Date | null> {
    return (await this.findContent(kind, key))?.info.mtime ?? null;
  }

  async usage(): Promise<BlobStoreUsage> {
    const byKind = Object.fromEntries(
      BLOB_KINDS.map((kind) => [kind, { files: 0, bytes: 0 }]),
    ) as BlobStoreUsage['byKind'];
    for (const kind of BLOB_KINDS) {
      for (const dir of await this.blobFolders([kind])) {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        const files = entries.filter((e) => e.isFile() && !e.name.startsWith(TEMP_PREFIX));
        const sizes = await Promise.all(
          files.map((e) =>
            stat(path.join(dir, e.name)).then(
              (info) => info.size,
              () => 0,
            ),
          ),
        );
        byKind[kind].files += files.length;
        byKind[kind].bytes += sizes.reduce((sum, size) => sum + size, 0);
      }
    }
    const disk = await statfs(this.root).then(
      (fs) => ({ totalBytes: fs.blocks * fs.bsize, freeBytes: fs.bavail * fs.bsize }),
      () => null,
    );
    const all = Object.values(byKind);
    return {
      files: all.reduce((sum, k) => sum + k.files, 0),
      bytes: all.reduce((sum, k) => sum + k.bytes, 0),
      byKind,
      disk,
    };
  }

  /** One write per content at a time; concurrent callers of the same content share it. */
  private async putOnce(
    kind: BlobKind,
    key: string,
    size: number,
    prepare: () => PreparedBlob,
    lookFirst: boolean,
  ): Promise<BlobPutResult> {
    const id = `${kind}/${key}`;
    const running = this.pending.get(id);
    if (running) return { ...(await running), created: false };
    const write = this.writeContent(kind, key, size, prepare, lookFirst).finally(() =>
      this.pending.delete(id),
    );
    this.pending.set(id, write);
    return write;
  }

  private async writeContent(
    kind: BlobKind,
    key: string,
    size: number,
    prepare: () => PreparedBlob,
    lookFirst: boolean,
  ): Promise<BlobPutResult> {
    // Dedup: existing content is never rewritten (and never re-compressed).
    if (lookFirst && (await this.findContent(kind, key)) !== null) return { key, size, created: false };
    const file = this.contentFiles(kind, key)[0]!.file;
    await this.ensureFolder(path.dirname(file));
    const created = await writeFileAtomic(file, prepare().stored, true);
    return { key, size, created };
  }

  /** Shard folders known to exist; a blob store never removes folders. */
  private readonly folders = new Set<string>();

  private async ensureFolder(dir: string): Promise<void> {
    if (this.folders.has(dir)) return;
    await mkdir(dir, { recursive: true });
    if (this.folders.size > 70_000) this.folders.clear();
    this.folders.add(dir);
  }

  /** Where a content blob may lie, the current encoding first. */
  private contentFiles(kind: BlobKind, key: string): { file: string; encoding: BlobEncoding }[] {
    assertBlobKind(kind);
    assertBlobKey(key);
    const shard = path.join(this.root, kind, key.slice(0, 2));
    const legacy = path.join(shard, key.slice(2, 4), key);
    return encodingFor(kind) === 'br'
      ? [
          { file: path.join(shard, key + BROTLI_SUFFIX), encoding: 'br' },
          { file: legacy, encoding: 'gzip' },
        ]
      : [{ file: legacy, encoding: 'identity' }];
  }

  private async findContent(kind: BlobKind, key: string) {
    for (const candidate of this.contentFiles(kind, key)) {
      const info = await stat(candidate.file).catch(nullIfMissing);
      if (info !== null) return { ...candidate, info };
    }
    return null;
  }

  private namedPath(kind: BlobKind, name: string): string {
    assertBlobKind(kind);
    assertBlobName(name);
    return path.join(this.root, kind, NAMED_DIR, name);
  }

  private async blobFolders(kinds: readonly BlobKind[] = BLOB_KINDS): Promise<string[]> {
    const folders: string[] = [];
    const subfolders = async (dir: string) =>
      (await readdir(dir, { withFileTypes: true }).catch(() => []))
        .filter((e) => e.isDirectory())
        .map((e) => e.name);
    for (const kind of kinds) {
      const kindDir = path.join(this.root, kind);
      folders.push(path.join(kindDir, NAMED_DIR));
      for (const ab of await subfolders(kindDir)) {
        if (ab === NAMED_DIR) continue;
        folders.push(path.join(kindDir, ab));
        for (const cd of await subfolders(path.join(kindDir, ab))) folders.push(path.join(kindDir, ab, cd));
      }
    }
    return folders;
  }
}

async function decode(stored: StoredBlob, label: string): Promise<Buffer> {
  try {
    return await decodeBlob(stored.data, stored.encoding);
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
