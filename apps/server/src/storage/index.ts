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
export { MemoryBlobStore } from './memory-blob-store';
