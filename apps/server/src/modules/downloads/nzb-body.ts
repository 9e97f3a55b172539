import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { BlobStore, StoredBlob } from '../../storage';

/** What is sent: the NZB, either as stored (compressed, with its Content-Encoding) or decompressed on the fly. */
export interface NzbBody {
  /** The stored bytes as they are, or a decompressing stream (sent chunked). */
  payload: Buffer | Readable;
  /** Content-Encoding of the bytes sent; null when they are the NZB itself. */
  encoding: 'br' | 'gzip' | null;
}

/** The NZB as the store keeps it (the memory store, for tests, keeps it plain). */
export async function readStoredNzb(blobs: BlobStore, key: string): Promise<StoredBlob | null> {
  if (blobs.getStored) return blobs.getStored('nzb', key);
  const data = await blobs.get('nzb', key);
  return data ? { data, encoding: 'identity' } : null;
}

/** Whether an Accept-Encoding header admits `coding` (q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The stored bytes, decompressed as they stream: one NZB never sits decoded in memory whole. */
export function decodedStream(stored: StoredBlob): Readable {
  const source = Readable.from([stored.data], { objectMode: false });
  if (stored.encoding === 'identity') return source;
  // 64 KiB pieces instead of zlib's 16 KiB: a quarter of the socket writes for a 1 MB NZB.
  const options = { chunkSize: 64 * 1024 };
  const decoder = stored.encoding === 'br' ? createBrotliDecompress(options) : createGunzip(options);
  source.on('error', (error) => decoder.destroy(error));
  return source.pipe(decoder);
}

/**
 * A client that accepts the stored compression gets the stored bytes as they
 * are (no CPU spent; browsers decode them transparently); any other client
 * gets the NZB decompressed on the fly.
 */
export function nzbBody(stored: StoredBlob, acceptEncoding: string | undefined): NzbBody {
  if (stored.encoding === 'identity') return { payload: stored.data, encoding: null };
  if (acceptsEncoding(acceptEncoding, stored.encoding))
    return { payload: stored.data, encoding: stored.encoding };
  return { payload: decodedStream(stored), encoding: null };
}
