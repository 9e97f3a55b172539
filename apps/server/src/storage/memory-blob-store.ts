import { blobKeyOf, decodeBlob, type PreparedBlob } from './blob-encoding';
import { assertBlobKey, assertBlobKind, assertBlobName, CorruptBlobError } from './blob-store';
import type { BlobKind } from './blob-kinds';
import type { BlobPutResult, BlobStat, BlobStore } from './blob-store';

/**
 * {@link BlobStore} in memory, for tests of code that stores blobs. Validates
 * kinds, keys and names exactly like {@link FsBlobStore} and hands out copies,
 * so a caller mutating a buffer cannot change a stored blob.
 */
export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, { data: Buffer; modifiedAt: Date }>();

  async put(kind: BlobKind, data: Buffer): Promise<BlobPutResult> {
    assertBlobKind(kind);
    const key = blobKeyOf(data);
    const created = !this.blobs.has(contentId(kind, key));
    if (created) this.blobs.set(contentId(kind, key), { data: Buffer.from(data), modifiedAt: new Date() });
    return { key, size: data.length, created };
  }

  async putPrepared(kind: BlobKind, blob: PreparedBlob): Promise<BlobPutResult> {
    const data = await decodeBlob(Buffer.from(blob.stored), blob.encoding);
    if (blobKeyOf(data) !== blob.key)
      throw new CorruptBlobError(`Prepared ${kind} blob does not match its key`);
    return this.put(kind, data);
  }

  async get(kind: BlobKind, key: string): Promise<Buffer | null> {
    const blob = this.blobs.get(contentId(kind, key));
    return blob ? Buffer.from(blob.data) : null;
  }

  async has(kind: BlobKind, key: string): Promise<boolean> {
    return this.blobs.has(contentId(kind, key));
  }

  async delete(kind: BlobKind, key: string): Promise<void> {
    this.blobs.delete(contentId(kind, key));
  }

  async stat(kind: BlobKind, key: string): Promise<BlobStat | null> {
    const blob = this.blobs.get(contentId(kind, key));
    if (!blob) return null;
    const size = blob.data.length;
    return { size, storedSize: size, encoding: 'identity', modifiedAt: blob.modifiedAt };
  }

  async putNamed(kind: BlobKind, name: string, data: Buffer): Promise<BlobPutResult> {
    const id = namedId(kind, name);
    const created = !this.blobs.has(id);
    this.blobs.set(id, { data: Buffer.from(data), modifiedAt: new Date() });
    return { key: name, size: data.length, created };
  }

  async getNamed(kind: BlobKind, name: string): Promise<Buffer | null> {
    const blob = this.blobs.get(namedId(kind, name));
    return blob ? Buffer.from(blob.data) : null;
  }

  async hasNamed(kind: BlobKind, name: string): Promise<boolean> {
    return this.blobs.has(namedId(kind, name));
  }

  async deleteNamed(kind: BlobKind, name: string): Promise<void> {
    this.blobs.delete(namedId(kind, name));
  }
}

function contentId(kind: BlobKind, key: string): string {
  assertBlobKind(kind);
  assertBlobKey(key);
  return `${kind}:${key}`;
}

function namedId(kind: BlobKind, name: string): string {
  assertBlobKind(kind);
  assertBlobName(name);
  return `${kind}/${name}`;
}
