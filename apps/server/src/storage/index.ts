export {
  assertBlobKey,
  assertBlobKind,
  assertBlobName,
  CorruptBlobError,
  InvalidBlobIdError,
} from './blob-store';
export { BLOB_KINDS } from './blob-kinds';
export type { BlobEncoding, BlobKind } from './blob-kinds';
export { blobKeyOf, decodeBlob, encodingFor, prepareBlob } from './blob-encoding';
export type { PreparedBlob } from './blob-encoding';
export type {
  BlobPutResult,
  BlobStat,
  BlobStore,
  BlobStoreUsage,
  InvalidBlobIdCode,
  StoredBlob,
} from './blob-store';
export { FsBlobStore } from './fs-blob-store';
export { LruFileCache } from './lru-file-cache';
export type { LruFileCacheOptions, LruFileCacheUsage } from './lru-file-cache';
export { MemoryBlobStore } from './memory-blob-store';
