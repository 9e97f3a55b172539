import type { PreparedBlob } from './blob-encoding';
import { BLOB_KINDS, type BlobEncoding, type BlobKind } from './blob-kinds';

export interface BlobPutResult {
  /** The content key (sha256 hex of the original bytes), or the name for named blobs. */
  key: string;
  /** Original size in bytes. */
  size: number;
  /** False when the blob already existed (content-addressed: nothing was written). */
  created: boolean;
}

export interface BlobStat {
  /** Original size in bytes. */
  size: number;
  /** Size on disk, after compression. */
  storedSize: number;
  encoding: BlobEncoding;
  modifiedAt: Date;
}

/** What the store holds on disk, per kind, and the room left on its file system. */
export interface BlobStoreUsage {
  files: number;
  /** Bytes on disk (after compression). */
  bytes: number;
  byKind: Record<BlobKind, { files: number; bytes: number }>;
  /** The file system the store lives on; null when unknown. */
  disk: { totalBytes: number; freeBytes: number } | null;
}

/** The stored bytes without decoding, for streaming them compressed to a client. */
export interface StoredBlob {
  data: Buffer;
  encoding: BlobEncoding;
}

/**
 * Storage for NZB, NFO and image files.
 *
 * Content-addressed blobs (`put`/`get`) are keyed by the sha256 of their
 * original bytes (`blobKeyOf` in blob-encoding), so identical content is stored once and
 * a re-upload of the same NZB is found by its key. Named blobs (`putNamed`/`getNamed`) keep
 * a caller-chosen file name, for images referenced by name from the catalogue.
 *
 * Every method validates kind, key and name and throws {@link InvalidBlobIdError}
 * for anything else, because these values may come from requests.
 */
export interface BlobStore {
  put(kind: BlobKind, data: Buffer): Promise<BlobPutResult>;
  /**
   * Stores a blob that {@link prepareBlob} made ready (hashed and encoded,
   * possibly in another thread). The key is checked again on every read.
   */
  putPrepared(kind: BlobKind, blob: PreparedBlob): Promise<BlobPutResult>;
  /** The original bytes, or null if there is no such blob. */
  get(kind: BlobKind, key: string): Promise<Buffer | null>;
  has(kind: BlobKind, key: string): Promise<boolean>;
  /** Removes the blob; a missing blob is not an error. */
  delete(kind: BlobKind, key: string): Promise<void>;
  stat?(kind: BlobKind, key: string): Promise<BlobStat | null>;
  /** The bytes as stored (possibly compressed), or null; lets downloads skip decompression. */
  getStored?(kind: BlobKind, key: string): Promise<StoredBlob | null>;

  /** Stores (or atomically replaces) a blob under a file name; `created` is false if the name existed. */
  putNamed(kind: BlobKind, name: string, data: Buffer): Promise<BlobPutResult>;
  getNamed(kind: BlobKind, name: string): Promise<Buffer | null>;
  hasNamed(kind: BlobKind, name: string): Promise<boolean>;
  deleteNamed(kind: BlobKind, name: string): Promise<void>;

  /** Writes, syncs and removes a tiny file: throws when the store cannot take a write (health). */
  probeWritable?(): Promise<void>;
  /** Removes temp files of interrupted writes older than `olderThanMs`; answers how many. */
  removeStaleTempFiles?(olderThanMs?: number): Promise<number>;
  /** The keys of a kind's content blobs (not named blobs), in batches. */
  listContent?(kind: BlobKind): AsyncIterable<string[]>;
  /** When a content blob was written, or null if there is none. */
  modifiedAt?(kind: BlobKind, key: string): Promise<Date | null>;
  /** Counts files and bytes (walks the whole store: call rarely, cache the answer). */
  usage?(): Promise<BlobStoreUsage>;
}

/** Why a kind, key or name was refused. */
export type InvalidBlobIdCode = 'INVALID_KIND' | 'INVALID_KEY' | 'INVALID_NAME';

/** A kind, key or name that must not reach the file system. Routes map it to 400 or 404. */
export class InvalidBlobIdError extends Error {
  override readonly name = 'InvalidBlobIdError';

  constructor(
    readonly code: InvalidBlobIdCode,
    message: string,
  ) {
    super(message);
  }
}

/** Stored bytes that no longer match their key: disk corruption or tampering. */
export class CorruptBlobError extends Error {
  override readonly name = 'CorruptBlobError';
}

const KEY = /^[0-9a-f]{64}$/;
// A whitelist rather than a blacklist: no separators, no leading dot (hidden
// files, `.`/`..`), no NUL, no spaces, bounded length. `..` inside is refused too.
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function assertBlobKind(kind: string): asserts kind is BlobKind {
  if (!(BLOB_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidBlobIdError('INVALID_KIND', `Unknown blob kind ${JSON.stringify(kind)}`);
  }
}

/** Keys are exactly 64 lowercase hex characters; there is one spelling of each key. */
export function assertBlobKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw new InvalidBlobIdError('INVALID_KEY', `Blob key must be 64 lowercase hex characters`);
  }
}

/** Names: `^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$` without `..`, e.g. `poster-abc.webp`. */
export function assertBlobName(name: string): void {
  if (typeof name !== 'string' || !NAME.test(name) || name.includes('..')) {
    throw new InvalidBlobIdError(
      'INVALID_NAME',
      `Invalid blob name ${JSON.stringify(String(name).slice(0, 140))}`,
    );
  }
}
