export {
  assertBlobKey,
  assertBlobKind,
  assertBlobName,
  BLOB_KINDS,
  CorruptBlobError,
  InvalidBlobIdError,
} from './blob-store';
export { blobKeyOf, decodeBlob, encodingFor, prepareBlob } from './blob-encoding';
export type { PreparedBlob } from './blob-encoding';
export type {
  BlobEncoding,
  BlobKind,
  BlobPutResult,
  BlobStat,
  BlobStore,
  InvalidBlobIdCode,
  StoredBlob,
} from './blob-store';
export { FsBlobStore } from './fs-blob-store';
export { LruFileCache } from './lru-file-cache';
export type { LruFileCacheOptions, LruFileCacheUsage } from './lru-file-cache';
export { MemoryBlobStore } from './memory-blob-store';
