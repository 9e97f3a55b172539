import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createImageCache } from './image-cache';

describe('IMAGE_CACHE_MB', () => {
  it('defaults to 512 MiB and takes whole MiB from 1', () => {
    expect(loadConfig({}).imageCacheBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_MB: '64' }).imageCacheBytes).toBe(64 * 1024 * 1024);
    for (const bad of ['0', '-5', '1.5', 'viel']) {
      expect(() => loadConfig({ IMAGE_CACHE_MB: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ IMAGE_CACHE_MB: bad }), bad).toThrow(/IMAGE_CACHE_MB/);
    }
  });
});

describe('createImageCache', () => {
  let dataDir: string;
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps copies in DATA_DIR/image-cache, apart from the blob store', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nzbkino-image-cache-'));
    const cache = createImageCache(dataDir, 1024 * 1024, { error: () => {} });
    await cache.put(`${'ab'.repeat(32)}.webp`, Buffer.from('webp'));
    expect(await readdir(dataDir)).toEqual(['image-cache']);
    expect(await readdir(path.join(dataDir, 'image-cache', 'ab'))).toEqual([`${'ab'.repeat(32)}.webp`]);
  });
});
