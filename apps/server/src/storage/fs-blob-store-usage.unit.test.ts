import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FsBlobStore } from './index';

let root: string;
let store: FsBlobStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'nzbkino-usage-'));
  store = new FsBlobStore(path.join(root, 'blobs'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

it('counts the files and bytes on disk per kind, named blobs included, temp files left out', async () => {
  const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
  const { key } = await store.put('poster', image);
  await store.putNamed('backdrop', 'hinten.webp', Buffer.alloc(100, 1));
  await store.put('nfo', Buffer.from('Eine NFO\n'.repeat(50)));
  await writeFile(path.join(store.root, 'poster', key.slice(0, 2), '.tmp-halb'), 'x'.repeat(999));

  const usage = await store.usage();
  expect(usage.byKind.poster).toEqual({ files: 1, bytes: image.length });
  expect(usage.byKind.backdrop).toEqual({ files: 1, bytes: 100 });
  expect(usage.byKind.nfo.files).toBe(1);
  expect(usage.byKind.nfo.bytes).toBeLessThan(450);
  expect(usage.byKind.nzb).toEqual({ files: 0, bytes: 0 });
  expect(usage.files).toBe(3);
  expect(usage.bytes).toBe(image.length + 100 + usage.byKind.nfo.bytes);
  expect(usage.disk!.totalBytes).toBeGreaterThan(0);
  expect(usage.disk!.freeBytes).toBeLessThanOrEqual(usage.disk!.totalBytes);
  expect((await stat(store.root)).isDirectory()).toBe(true);
});

it('reads an empty or missing store as empty', async () => {
  const usage = await store.usage();
  expect(usage).toMatchObject({ files: 0, bytes: 0 });
});
