import { createHash } from 'node:crypto';

/**
 * SHA-256 (lowercase hex) of the exact uploaded bytes. Used to detect a
 * re-upload of the same NZB; it is the same key the blob store files it under.
 */
export function nzbContentHash(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}
