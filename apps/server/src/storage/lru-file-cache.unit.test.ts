import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LruFileCache } from './index';

const KB = 1024;
const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

/** Total size of the files below `dir`, as the disk sees it. */
async function bytesOnDisk(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const e of entries) if (e.isFile()) total += (await stat(path.join(e.parentPath, e.name))).size;
  return total;
}

describe('LruFileCache', () => {
  let root: string;
  let dir: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nzbkino-lru-'));
    dir = path.join(root, 'cache');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stays under its limit by removing the least recently used file', async () => {
    const cache = new LruFileCache(dir, 30 * KB, { touchIntervalMs: 0 });
    await cache.put('a.webp', bytes(10 * KB, 1));
    await cache.put('b.webp', bytes(10 * KB, 2));
    await cache.put('c.webp', bytes(10 * KB, 3));
    expect((await cache.get('a.webp'))?.equals(bytes(10 * KB, 1))).toBe(true);
    await cache.put('d.webp', bytes(10 * KB, 4));

    expect(await cache.get('b.webp')).toBeNull();
    for (const name of ['a.webp', 'c.webp', 'd.webp']) expect(await cache.get(name), name).not.toBeNull();
    expect(await cache.usage()).toEqual({ files: 3, bytes: 30 * KB });
    expect(await bytesOnDisk(dir)).toBe(30 * KB);
  });

  it('keeps many writes under the limit on disk', async () => {
    const cache = new LruFileCache(dir, 50 * KB);
    for (let i = 0; i < 200; i += 1) {
      await cache.put(`v${i}.webp`, bytes(3 * KB + (i % 7) * 100, i % 256));
      expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(50 * KB);
    }
    // The newest is always kept.
    expect(await cache.get('v199.webp')).not.toBeNull();
  });

  it('replacing a file counts its size once', async () => {
    const cache = new LruFileCache(dir, 30 * KB);
    await cache.put('a.webp', bytes(10 * KB, 1));
    await cache.put('a.webp', bytes(12 * KB, 2));
    expect(await cache.usage()).toEqual({ files: 1, bytes: 12 * KB });
    expect((await cache.get('a.webp'))?.equals(bytes(12 * KB, 2))).toBe(true);
  });

  it('finds its files, their total and their order again after a restart', async () => {
    const first = new LruFileCache(dir, 40 * KB);
    for (const name of ['a.webp', 'b.webp', 'c.webp']) await first.put(name, bytes(10 * KB, 1));
    // b was used last before the restart, a longest ago.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await utimes(path.join(dir, 'a.', 'a.webp'), at(30), at(30));
    await utimes(path.join(dir, 'b.', 'b.webp'), at(5), at(5));
    await utimes(path.join(dir, 'c.', 'c.webp'), at(20), at(20));
    // A write a crash interrupted long ago, and one that may still be in progress.
    await writeFile(path.join(dir, 'a.', '.tmp-x.webp.123'), bytes(KB, 0));
    await utimes(path.join(dir, 'a.', '.tmp-x.webp.123'), at(120), at(120));
    await writeFile(path.join(dir, 'c.', '.tmp-y.webp.456'), bytes(KB, 0));

    const second = new LruFileCache(dir, 40 * KB);
    expect(await second.usage()).toEqual({ files: 3, bytes: 30 * KB });
    await second.put('d.webp', bytes(25 * KB, 4));
    expect(await second.get('a.webp')).toBeNull();
    expect(await second.get('c.webp')).toBeNull();
    expect(await second.get('b.webp')).not.toBeNull();
    expect(await second.get('d.webp')).not.toBeNull();
    expect((await readdir(path.join(dir, 'a.'))).filter((f) => f.startsWith('.tmp'))).toEqual([]);
    expect(await readdir(path.join(dir, 'c.'))).toContain('.tmp-y.webp.456');
  });

  it('applies a smaller limit at start', async () => {
    const first = new LruFileCache(dir, 100 * KB);
    for (const name of ['a.webp', 'b.webp', 'c.webp', 'd.webp']) await first.put(name, bytes(10 * KB, 1));
    const smaller = new LruFileCache(dir, 25 * KB);
    expect((await smaller.usage()).bytes).toBeLessThanOrEqual(25 * KB);
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(25 * KB);
  });

  it('never touches files outside its folder', async () => {
    const neighbour = path.join(root, 'blobs', 'poster', 'named');
    await mkdir(neighbour, { recursive: true });
    await writeFile(path.join(neighbour, 'poster-a.webp'), bytes(50 * KB, 9));
    const cache = new LruFileCache(dir, 20 * KB);
    for (let i = 0; i < 10; i += 1) await cache.put(`v${i}.webp`, bytes(10 * KB, i));
    expect(await bytesOnDisk(path.join(root, 'blobs'))).toBe(50 * KB);
  });

  it('counts a file removed behind its back as a miss', async () => {
    const cache = new LruFileCache(dir, 30 * KB);
    await cache.put('a.webp', bytes(10 * KB, 1));
    await rm(path.join(dir, 'a.', 'a.webp'));
    expect(await cache.get('a.webp')).toBeNull();
    expect(await cache.usage()).toEqual({ files: 0, bytes: 0 });
  });

  it('refuses names that could leave the folder', async () => {
    const cache = new LruFileCache(dir, 30 * KB);
    await expect(cache.put('../x.webp', bytes(1, 1))).rejects.toThrow(/Invalid blob name/);
    await expect(cache.get('a/b.webp')).rejects.toThrow(/Invalid blob name/);
  });
});
