import path from 'node:path';
import { LruFileCache } from '../../storage';

interface CacheLog {
  error(details: object, message: string): void;
}

/**
 * The optimiser's cache of resized copies, `DATA_DIR/image-cache`, bounded to
 * `maxBytes`. Versions before it kept copies unbounded in the blob store
 * (`blobs/image-cache`); that folder held nothing else, so it is removed before
 * the first use (the copies are made again on demand).
 */
export function createImageCache(dataDir: string, maxBytes: number, log: CacheLog): LruFileCache {
  const onError = (error: unknown) => log.error({ err: error }, 'Bildcache: Dateizugriff fehlgeschlagen');
  return new LruFileCache(path.join(dataDir, 'image-cache'), maxBytes, {
    onError,
    obsoleteDirs: [path.join(dataDir, 'blobs', 'image-cache')],
  });
}
