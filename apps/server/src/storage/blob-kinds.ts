/*
 * The vocabulary of the blob store: what a blob is and how its bytes lie on
 * disk. Both the store and the encoding use it, so it sits below them.
 */

/**
 * What a blob is. Each kind is a separate namespace (its own folder), so the
 * same bytes uploaded as an NZB and as an NFO are two blobs. Only originals:
 * resized image copies live in their own bounded cache (LruFileCache).
 */
export const BLOB_KINDS = ['nzb', 'nfo', 'poster', 'backdrop', 'profile', 'still'] as const;
export type BlobKind = (typeof BLOB_KINDS)[number];

/**
 * How the bytes lie on disk; compressed blobs can be sent with a matching
 * `Content-Encoding` as they are. `gzip` is only read (blobs of earlier versions).
 */
export type BlobEncoding = 'br' | 'gzip' | 'identity';
