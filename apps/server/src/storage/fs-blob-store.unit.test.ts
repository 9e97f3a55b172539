import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleNzb } from '@nzbkino/nzb/testing';
import { blobKeyOf, CorruptBlobError, FsBlobStore, prepareBlob } from './index';

/** Every file below `dir`, relative, with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('FsBlobStore on disk', () => {
  let root: string;
  let store: FsBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nzbkino-fsblobs-'));
    store = new FsBlobStore(path.join(root, 'blobs'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('shards NZBs as <kind>/<ab>/<hash>.br, images as <kind>/<ab>/<cd>/<hash>, and leaves no temp files', async () => {
    const nzb = Buffer.from(sampleNzb({ files: 5, segmentsPerFile: 50 }));
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const { key } = await store.put('nzb', nzb);
    const { key: imageKey } = await store.put('poster', image);
    await store.putNamed('poster', 'poster-abc.webp', image);

    expect(await filesUnder(store.root)).toEqual(
      [
        `nzb/${key.slice(0, 2)}/${key}.br`,
        `poster/${imageKey.slice(0, 2)}/${imageKey.slice(2, 4)}/${imageKey}`,
        'poster/named/poster-abc.webp',
      ].sort(),
    );
  });

  it('compresses NZB and NFO with brotli, keeps images as they are', async () => {
    const nzb = Buffer.from(sampleNzb({ files: 20, segmentsPerFile: 200 }));
    const { key } = await store.put('nzb', nzb);
    const onDisk = await readFile(path.join(store.root, 'nzb', key.slice(0, 2), `${key}.br`));
    expect(onDisk.length).toBeLessThan(nzb.length / 3);
    expect(brotliDecompressSync(onDisk).equals(nzb)).toBe(true);

    expect(await store.stat('nzb', key)).toMatchObject({
      size: nzb.length,
      storedSize: onDisk.length,
      encoding: 'br',
    });
    const stored = await store.getStored('nzb', key);
    expect(stored?.encoding).toBe('br');
    expect(stored?.data.equals(onDisk)).toBe(true);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9]);
    const { key: pngKey } = await store.put('backdrop', png);
    const pngOnDisk = await readFile(
      path.join(store.root, 'backdrop', pngKey.slice(0, 2), pngKey.slice(2, 4), pngKey),
    );
    expect(pngOnDisk.equals(png)).toBe(true);
  });

  it('still reads NZBs that earlier versions stored as gzip, and does not store them twice', async () => {
    const nzb = Buffer.from(sampleNzb({ files: 3, segmentsPerFile: 20 }));
    const key = blobKeyOf(nzb);
    const legacy = path.join(store.root, 'nzb', key.slice(0, 2), key.slice(2, 4), key);
    await mkdir(path.dirname(legacy), { recursive: true });
    await writeFile(legacy, gzipSync(nzb));

    expect(await store.has('nzb', key)).toBe(true);
    expect((await store.get('nzb', key))?.equals(nzb)).toBe(true);
    expect(await store.stat('nzb', key)).toMatchObject({ size: nzb.length, encoding: 'gzip' });
    expect((await store.getStored('nzb', key))?.encoding).toBe('gzip');
    expect((await store.put('nzb', nzb)).created).toBe(false);
    expect(await filesUnder(store.root)).toEqual([`nzb/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`]);
    await store.delete('nzb', key);
    expect(await store.has('nzb', key)).toBe(false);
  });

  it('stores a blob prepared elsewhere as it came, and checks its key on read', async () => {
    const nzb = Buffer.from(sampleNzb({ files: 4, segmentsPerFile: 30 }));
    const prepared = prepareBlob('nzb', nzb);
    expect(await store.putPrepared('nzb', prepared)).toEqual({
      key: prepared.key,
      size: nzb.length,
      created: true,
    });
    expect((await store.get('nzb', prepared.key))?.equals(nzb)).toBe(true);
    expect((await store.putPrepared('nzb', prepared)).created).toBe(false);

    // A caller that lies about the key stores nothing readable under it.
    const other = Buffer.from(sampleNzb({ files: 1, segmentsPerFile: 3 }));
    const lying = { ...prepareBlob('nzb', other), key: blobKeyOf(Buffer.from('something else')) };
    await store.putPrepared('nzb', lying);
    await expect(store.get('nzb', lying.key)).rejects.toBeInstanceOf(CorruptBlobError);
    // And the encoding must be the kind's.
    await expect(store.putPrepared('poster', prepared)).rejects.toThrow(/identity/);
  });

  it('does not rewrite an existing blob on a duplicate put', async () => {
    const data = Buffer.from('Release NFO\r\n'.repeat(50));
    const { key } = await store.put('nfo', data);
    const file = path.join(store.root, 'nfo', key.slice(0, 2), `${key}.br`);
    const past = new Date('2020-01-01T00:00:00Z');
    await utimes(file, past, past);
    const before = await stat(file);

    expect((await store.put('nfo', data)).created).toBe(false);
    const after = await stat(file);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.ino).toBe(before.ino);
  });

  it('lets concurrent puts of the same content agree: one created, one file', async () => {
    const data = Buffer.from(sampleNzb({ files: 10, segmentsPerFile: 100 }));
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put('nzb', Buffer.from(data))));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.key))).toEqual(new Set([blobKeyOf(data)]));
    // A second store on the same folder (another process) races on the file itself.
    const other = new FsBlobStore(store.root);
    const more = await Promise.all([other.put('nzb', data), new FsBlobStore(store.root).put('nzb', data)]);
    expect(more.every((r) => !r.created)).toBe(true);
    expect(await filesUnder(store.root)).toHaveLength(1);

    const fresh = Buffer.from('raced by four processes');
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => new FsBlobStore(store.root).put('nfo', fresh)),
    );
    expect(raced.filter((r) => r.created)).toHaveLength(1);
    expect(await filesUnder(store.root)).toHaveLength(2);
    expect((await store.get('nzb', blobKeyOf(data)))?.equals(data)).toBe(true);
    expect((await store.get('nfo', blobKeyOf(fresh)))?.equals(fresh)).toBe(true);
  });

  it('writes many different blobs concurrently without leftovers', async () => {
    const blobs = Array.from({ length: 50 }, (_, i) => Buffer.from(`nfo number ${i}\n`.repeat(i + 1)));
    const results = await Promise.all(blobs.map((b) => store.put('nfo', b)));
    expect(results.every((r) => r.created)).toBe(true);
    const files = await filesUnder(store.root);
    expect(files).toHaveLength(50);
    expect(files.some((f) => path.basename(f).startsWith('.'))).toBe(false);
    for (const [i, r] of results.entries())
      expect((await store.get('nfo', r.key))?.equals(blobs[i]!)).toBe(true);
  });

  it('treats a crash leftover temp file as invisible and removes it when stale', async () => {
    const data = Buffer.from('complete');
    const key = blobKeyOf(data);
    const shard = path.join(store.root, 'nfo', key.slice(0, 2));
    await mkdir(shard, { recursive: true });
    const leftover = path.join(shard, `.tmp-${key}.abcdef`);
    await writeFile(leftover, 'partial');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(leftover, old, old);

    expect(await store.has('nfo', key)).toBe(false);
    expect(await store.get('nfo', key)).toBeNull();
    expect((await store.put('nfo', data)).created).toBe(true);

    expect(await store.removeStaleTempFiles()).toBe(1);
    expect(existsSync(leftover)).toBe(false);
    expect(await filesUnder(store.root)).toEqual([`nfo/${key.slice(0, 2)}/${key}.br`]);
  });

  it('refuses to return content that no longer matches its key', async () => {
    const { key } = await store.put('poster', Buffer.from('original image'));
    const file = path.join(store.root, 'poster', key.slice(0, 2), key.slice(2, 4), key);
    await writeFile(file, 'tampered image');
    await expect(store.get('poster', key)).rejects.toThrow(CorruptBlobError);

    const { key: nzbKey } = await store.put('nzb', Buffer.from('<nzb>…</nzb>'));
    const nzbFile = path.join(store.root, 'nzb', nzbKey.slice(0, 2), `${nzbKey}.br`);
    const compressed = await readFile(nzbFile);
    await writeFile(nzbFile, compressed.subarray(0, compressed.length - 3));
    await expect(store.get('nzb', nzbKey)).rejects.toThrow(CorruptBlobError);
  });

  it('keeps named NFOs compressed and named images as they are', async () => {
    const nfo = Buffer.from('Named NFO\n'.repeat(100));
    await store.putNamed('nfo', 'release.nfo', nfo);
    const onDisk = await readFile(path.join(store.root, 'nfo', 'named', 'release.nfo'));
    expect(onDisk.length).toBeLessThan(nfo.length);
    expect((await store.getNamed('nfo', 'release.nfo'))?.equals(nfo)).toBe(true);
  });

  it('never writes outside its root for hostile names', async () => {
    for (const name of ['../../escape', '..', '/etc/passwd', 'a/../../b']) {
      await expect(store.putNamed('poster', name, Buffer.from('x'))).rejects.toThrow();
    }
    expect(await readdir(root)).toEqual([]);
  });
});
