import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Answers below this size go out uncompressed (also the threshold @fastify/compress is given). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings kept beside a cached answer: what every browser accepts. */
export type CachedEncoding = 'br' | 'gzip';

/**
 * Brotli quality for answers built per request. On the first release page
 * (22 KB, printed by `npm run bench:api`) quality 5 took 0.3–0.4 ms for
 * 3.4–4.1 KB, gzip 0.2 ms for 3.7–4.3 KB, qualities 9–11 40–80 ms for
 * 3.1–3.7 KB: far too slow even once per cached answer when searches make
 * many distinct ones.
 */
export const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses on libuv's thread pool, so the event loop keeps serving meanwhile.
 * `fast` is for answers compressed for one request only (Newznab: every answer
 * carries the member's key): gzip level 1 and brotli quality 1 cost a fraction
 * of the defaults for a few percent more bytes.
 */
export function compressBody(body: Buffer, encoding: CachedEncoding, fast = false): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, fast ? { level: 1 } : {});
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: fast ? 1 : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Which cached encoding suits an `Accept-Encoding` header (RFC 9110 §12.5.3):
 * the acceptable one (q > 0, also through `*`) with the highest q, brotli on a
 * tie; null for identity, when the client names neither or prefers identity
 * by a higher q, or sends no header at all. Other codings (deflate, zstd) are
 * left to @fastify/compress.
 */
export function preferredEncoding(header: string | undefined): CachedEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (token: string) => weights.get(token) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  const best: CachedEncoding | null = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
  if (!best) return null;
  // Identity unnamed is merely acceptable; named with a higher q it is the client's preference.
  const identity = weights.get('identity');
  return identity !== undefined && identity > Math.max(br, gz) ? null : best;
}
