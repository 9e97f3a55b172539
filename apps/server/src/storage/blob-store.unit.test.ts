import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleNzb } from '@nzbkino/nzb/testing';
import { blobKeyOf, FsBlobStore, InvalidBlobIdError, MemoryBlobStore } from './index';
import type { BlobKind, BlobStore } from './index';

describe('blobKeyOf', () => {
  it('is the sha256 hex of the exact bytes', () => {
    expect(blobKeyOf(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(blobKeyOf(Buffer.from('abc\n'))).not.toBe(blobKeyOf(Buffer.from('abc')));
  });
});

// The behaviour every BlobStore must have, run against both implementations.
describe.each([
  ['FsBlobStore', async (dir: string) => new FsBlobStore(dir)],
  ['MemoryBlobStore', async () => new MemoryBlobStore()],
] as const)('%s', (_name, create) => {
  let dir: string;
  let store: BlobStore;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nzbkino-blobs-'));
    store = await create(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('returns a large NZB byte-identical under its sha256 key', async () => {
    const nzb = Buffer.from(sampleNzb({ files: 40, segmentsPerFile: 400 }));
    const result = await store.put('nzb', nzb);
    expect(result).toEqual({ key: blobKeyOf(nzb), size: nzb.length, created: true });
    const back = await store.get('nzb', result.key);
    expect(back?.equals(nzb)).toBe(true);
    expect(await store.has('nzb', result.key)).toBe(true);
  });

  it('stores identical content once', async () => {
    const data = Buffer.from('<nzb/>');
    const first = await store.put('nzb', data);
    const second = await store.put('nzb', Buffer.from('<nzb/>'));
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
  });

  it('keeps kinds apart', async () => {
    const data = Buffer.from('same bytes');
    const { key } = await store.put('nfo', data);
    expect(await store.has('nzb', key)).toBe(false);
    expect(await store.get('poster', key)).toBeNull();
    expect((await store.put('poster', data)).created).toBe(true);
    await store.delete('nfo', key);
    expect(await store.has('nfo', key)).toBe(false);
    expect(await store.has('poster', key)).toBe(true);
  });

  it('returns null for a missing key and deletes idempotently', async () => {
    const missing = blobKeyOf(Buffer.from('never stored'));
    expect(await store.get('nzb', missing)).toBeNull();
    expect(await store.has('nzb', missing)).toBe(false);
    await expect(store.delete('nzb', missing)).resolves.toBeUndefined();
    expect(await store.stat?.('nzb', missing)).toBeNull();
  });

  it('reports the original size in stat', async () => {
    const data = Buffer.from('NFO '.repeat(1000));
    const { key } = await store.put('nfo', data);
    expect((await store.stat?.('nfo', key))?.size).toBe(data.length);
  });

  it('stores, replaces and deletes named blobs', async () => {
    const webp = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(await store.hasNamed('poster', 'poster-abc.webp')).toBe(false);
    expect(await store.putNamed('poster', 'poster-abc.webp', webp)).toEqual({
      key: 'poster-abc.webp',
      size: webp.length,
      created: true,
    });
    expect((await store.getNamed('poster', 'poster-abc.webp'))?.equals(webp)).toBe(true);
    expect(await store.getNamed('backdrop', 'poster-abc.webp')).toBeNull();

    const newer = Buffer.from('newer');
    expect((await store.putNamed('poster', 'poster-abc.webp', newer)).created).toBe(false);
    expect((await store.getNamed('poster', 'poster-abc.webp'))?.toString()).toBe('newer');

    await store.deleteNamed('poster', 'poster-abc.webp');
    expect(await store.hasNamed('poster', 'poster-abc.webp')).toBe(false);
    expect(await store.getNamed('poster', 'poster-abc.webp')).toBeNull();
  });

  it.each([
    '../x',
    'a/b',
    'a\\b',
    '.hidden',
    '..',
    'a..b',
    '',
    'x'.repeat(129),
    'nul\u0000byte',
    'space name.jpg',
    '-leading-dash',
    'ünïcode.jpg',
    'C:evil',
  ])('refuses the named-blob name %j', async (name) => {
    const data = Buffer.from('x');
    await expect(store.putNamed('poster', name, data)).rejects.toThrow(InvalidBlobIdError);
    await expect(store.getNamed('poster', name)).rejects.toThrow(InvalidBlobIdError);
    await expect(store.hasNamed('poster', name)).rejects.toThrow(InvalidBlobIdError);
    await expect(store.deleteNamed('poster', name)).rejects.toThrow(InvalidBlobIdError);
  });

  it('accepts the longest valid name', async () => {
    const name = `a${'b'.repeat(126)}.webp`.slice(0, 128);
    await expect(store.putNamed('still', name, Buffer.from('x'))).resolves.toMatchObject({ created: true });
  });

  it.each([
    ['too short', 'abc123'],
    ['too long', 'a'.repeat(65)],
    ['not hex', 'g'.repeat(64)],
    ['uppercase', 'A'.repeat(64)],
    ['a path', `../${'a'.repeat(61)}`],
    ['empty', ''],
  ])('refuses a key that is %s', async (_why, key) => {
    await expect(store.get('nzb', key)).rejects.toThrow(InvalidBlobIdError);
    await expect(store.has('nzb', key)).rejects.toThrow(InvalidBlobIdError);
    await expect(store.delete('nzb', key)).rejects.toThrow(InvalidBlobIdError);
  });

  it('refuses an unknown kind', async () => {
    const kind = '../etc' as BlobKind;
    await expect(store.put(kind, Buffer.from('x'))).rejects.toMatchObject({ code: 'INVALID_KIND' });
    await expect(store.putNamed(kind, 'a.jpg', Buffer.from('x'))).rejects.toMatchObject({
      code: 'INVALID_KIND',
    });
  });
});
