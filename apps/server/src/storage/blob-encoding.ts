import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants, gunzip } from 'node:zlib';
import type { BlobEncoding, BlobKind } from './blob-kinds';

const brotliDecompressAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/**
 * NZB and NFO are stored with brotli at quality 1 and a 256 KiB window: on
 * NZB XML that compresses about 5.3× (gzip level 1: 5.0×) at about a third of
 * gzip's CPU time, and the importer's throughput is bound by exactly that CPU
 * (bench/import.bench.ts). The default 4 MiB window gains nothing on NZBs
 * (their repeats are near each other) and is 15 % slower. Clients that accept
 * `br` can be sent the stored bytes as they are. Blobs written as gzip by
 * earlier versions are still read.
 */
function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** NZB and NFO are text and shrink several-fold; images are compressed already. */
export function encodingFor(kind: BlobKind): BlobEncoding {
  return kind === 'nzb' || kind === 'nfo' ? 'br' : 'identity';
}

/** The content key of some bytes: lowercase sha256 hex. */
export function blobKeyOf(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * A content blob made ready for storing: its key, original size and the bytes
 * as they go to disk. Pure CPU work with no I/O, so it can run in a worker
 * thread; {@link BlobStore.putPrepared} then only writes.
 */
export interface PreparedBlob {
  key: string;
  size: number;
  encoding: BlobEncoding;
  stored: Uint8Array;
}

export function prepareBlob(kind: BlobKind, data: Uint8Array, key = blobKeyOf(data)): PreparedBlob {
  const encoding = encodingFor(kind);
  const stored = encoding === 'br' ? brotliCompressSync(data, brotliOptions(data.length)) : data;
  return { key, size: data.length, encoding, stored };
}

/** The original bytes of stored ones. */
export async function decodeBlob(data: Buffer, encoding: BlobEncoding): Promise<Buffer> {
  if (encoding === 'br') return brotliDecompressAsync(data);
  if (encoding === 'gzip') return gunzipAsync(data);
  return data;
}
