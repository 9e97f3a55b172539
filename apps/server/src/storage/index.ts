export {
  assertBlobKey,
  assertBlobKind,
  assertBlobName,
  BLOB_KINDS,
  blobKeyOf,
  CorruptBlobError,
  encodingFor,
  InvalidBlobIdError,
} from './blob-store';
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
