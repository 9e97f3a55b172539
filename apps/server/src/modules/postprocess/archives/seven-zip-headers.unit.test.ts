import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { archiveWarningText } from '@nzbkino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivePassword, readArchiveContents } from './archive-contents';
import { toolMissing } from './test-tools';

/* 7z archives made at test time by Debian's 7-Zip (`7zz`), and hand-made header databases. */

const SIGNATURE = Uint8Array.of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04);

/** A 7z with the given next-header bytes right after the signature header (offset 0). */
function withNextHeader(header: Uint8Array, size = header.length, crc = crc32(header)): Buffer {
  const start = Buffer.alloc(20);
  start.writeBigUInt64LE(0n, 0);
  start.writeBigUInt64LE(BigInt(size), 8);
  start.writeUInt32LE(crc, 16);
  const startCrc = Buffer.alloc(4);
  startCrc.writeUInt32LE(crc32(start));
  return Buffer.concat([SIGNATURE, startCrc, start, header]);
}

describe('7z headers, hand-made', () => {
  it('lists names from a plain header database and marks streamless entries as folders', () => {
    const name = (s: string) => Buffer.from(`${s}\0`, 'utf16le');
    const names = Buffer.concat([Uint8Array.of(0), name('../ausbruch'), name('leer.txt')]);
    const header = Buffer.concat([
      Uint8Array.of(0x01, 0x05, 0x02), // Header, FilesInfo, 2 files
      Uint8Array.of(0x0e, 0x01, 0b1100_0000), // EmptyStream: both
      Uint8Array.of(0x0f, 0x01, 0b0100_0000), // EmptyFile: the second
      Uint8Array.of(0x11, names.length),
      names,
      Uint8Array.of(0x00, 0x00),
    ]);
    const contents = readArchiveContents(withNextHeader(header));
    expect(contents.files).toEqual([
      { name: '../ausbruch', size: 0, encrypted: false, isDirectory: true, unsafeName: true },
      { name: 'leer.txt', size: 0, encrypted: false, isDirectory: false, unsafeName: false },
    ]);
    expect(contents).toMatchObject({ listComplete: true, corrupt: false });
    expect(archivePassword(contents)).toBe(0);
  });

  it('calls an empty archive (no next header) read and empty: password 0', () => {
    const contents = readArchiveContents(withNextHeader(new Uint8Array(), 0, 0));
    expect(contents).toMatchObject({ files: [], listComplete: true });
    expect(archivePassword(contents)).toBe(0);
  });

  it('refuses a wrong start header CRC', () => {
    const bytes = withNextHeader(Uint8Array.of(0x01, 0x00));
    bytes[8] = bytes[8]! ^ 0xff;
    expect(readArchiveContents(bytes).warnings).toEqual([
      archiveWarningText({ kind: 'damaged', reason: 'start_header_crc', offset: 8 }),
    ]);
  });

  it('refuses a next header CRC that does not match its bytes', () => {
    const contents = readArchiveContents(withNextHeader(Uint8Array.of(0x01, 0x00), 2, 12345));
    expect(contents.corrupt).toBe(true);
    expect(contents.warnings[0]).toMatch(/Prüfsumme der 7z-Kopfdaten/);
  });

  it('refuses an absurd next header size instead of asking for it', () => {
    const contents = readArchiveContents(withNextHeader(Uint8Array.of(0x01, 0x00), 2 ** 40));
    expect(contents).toMatchObject({ corrupt: true, truncated: false });
    expect(contents.moreBytes).toBeUndefined();
  });

  it('stops at a file count above the cap and at counts the header cannot hold', () => {
    const billions = withNextHeader(Uint8Array.of(0x01, 0x05, 0xf0, 0xff, 0xff, 0xff, 0xff, 0x00));
    expect(readArchiveContents(billions).warnings).toContain(
      archiveWarningText({ kind: 'too_many_entries', limit: 10_000 }),
    );
    const lying = withNextHeader(Uint8Array.of(0x01, 0x05, 0x9f, 0x40, 0x00, 0x00)); // 8000 files in 4 bytes
    expect(readArchiveContents(lying)).toMatchObject({ corrupt: true, files: [] });
  });

  it('refuses property ids out of order and folders of 200 coders', () => {
    // Offsets count from the archive's first byte: the database starts at 32, the stray id is its second byte.
    expect(readArchiveContents(withNextHeader(Uint8Array.of(0x01, 0x09, 0x00))).warnings).toEqual([
      archiveWarningText({ kind: 'damaged', reason: 'structure', offset: 33 }),
    ]);
    const coders = Uint8Array.of(0x01, 0x04, 0x07, 0x0b, 0x01, 0x00, 0x80, 0xc8, 0x00);
    expect(readArchiveContents(withNextHeader(coders)).corrupt).toBe(true);
  });
});

const missing = toolMissing('7zz', ['i'], '7z-Tests mit 7zz');

describe.skipIf(missing !== null)('7z archives made by 7zz', () => {
  let folder = '';
  const run7zz = (name: string, args: string[], inputs: string[]) => {
    const run = spawnSync('7zz', ['a', '-bd', '-y', ...args, name, ...inputs], {
      cwd: folder,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`7zz: ${run.stdout}${run.stderr}`);
  };
  const make = (name: string, args: string[], inputs = ['film', 'info.nfo']): Buffer => {
    run7zz(name, args, inputs);
    return readFileSync(join(folder, name));
  };

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nzbkino-7z-'));
    mkdirSync(join(folder, 'film'));
    writeFileSync(join(folder, 'film', 'film.mkv'), Buffer.alloc(20_000, 9));
    writeFileSync(join(folder, 'info.nfo'), 'Größe: 20 KB');
    // Stored (-mx0), a 600 KB "film" makes a set of four 150 KB volumes.
    writeFileSync(join(folder, 'gross.mkv'), Buffer.alloc(600_000, 5));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists a plain archive whose header is not compressed (-mhc=off): password 0', () => {
    const contents = readArchiveContents(make('plain.7z', ['-mhc=off']));
    expect(
      contents.files.map(({ name, size, isDirectory, encrypted }) => ({
        name,
        size,
        isDirectory,
        encrypted,
      })),
    ).toEqual([
      { name: 'film', size: 0, isDirectory: true, encrypted: false },
      { name: 'film/film.mkv', size: 20_000, isDirectory: false, encrypted: false },
      { name: 'info.nfo', size: Buffer.byteLength('Größe: 20 KB'), isDirectory: false, encrypted: false },
    ]);
    expect(contents).toMatchObject({ listComplete: true, warnings: [] });
    expect(archivePassword(contents)).toBe(0);
  });

  it("does not unpack a compressed header (7-Zip's default): unknown, -1, said why", () => {
    const contents = readArchiveContents(make('default.7z', []));
    expect(contents).toMatchObject({
      files: [],
      headersEncrypted: false,
      corrupt: false,
      listComplete: false,
    });
    expect(contents.warnings).toEqual([archiveWarningText({ kind: 'compressed_header' })]);
    expect(archivePassword(contents)).toBe(-1);
  });

  it('sees AES on the files of -p (names readable): password 1', () => {
    const contents = readArchiveContents(make('files.7z', ['-pgeheim', '-mhc=off']));
    expect(contents.files.filter((f) => !f.isDirectory).every((f) => f.encrypted)).toBe(true);
    expect(archivePassword(contents)).toBe(1);
  });

  it('sees AES on the header of -p -mhe=on: headers encrypted, password 1', () => {
    const contents = readArchiveContents(make('hidden.7z', ['-pgeheim', '-mhe=on']));
    expect(contents).toMatchObject({ headersEncrypted: true, files: [] });
    expect(archivePassword(contents)).toBe(1);
  });

  it('answers "truncated, fetch this range" for a volume set, then reads the tail it names', () => {
    run7zz('set.7z', ['-mx0', '-pgeheim', '-mhe=on', '-v150k'], ['gross.mkv']);
    const volumes = readdirSync(folder)
      .filter((f) => f.startsWith('set.7z.'))
      .sort()
      .map((f) => readFileSync(join(folder, f)));
    expect(volumes.length).toBeGreaterThan(3);
    const first = readArchiveContents(volumes[0]!.subarray(0, 250_000));
    expect(first).toMatchObject({ format: '7z', truncated: true, files: [], corrupt: false });
    expect(archivePassword(first)).toBe(-1);

    const whole = Buffer.concat(volumes);
    const { offset, length } = first.moreBytes!;
    expect(offset + length).toBe(whole.length);
    // Post-processing fetches the last segment of the last volume: here its last 100 KB.
    const tailOffset = whole.length - 100_000;
    const withTail = readArchiveContents(volumes[0]!.subarray(0, 250_000), {
      tail: { bytes: whole.subarray(tailOffset), offset: tailOffset },
    });
    expect(withTail).toMatchObject({ headersEncrypted: true, truncated: false, corrupt: false });
    expect(archivePassword(withTail)).toBe(1);
  });

  it('never throws and never guesses "passworded" on any cut of a plain archive', () => {
    const bytes = make('cut.7z', ['-mhc=off', '-mx0'], ['info.nfo']);
    for (let length = 0; length <= bytes.length; length++) {
      const contents = readArchiveContents(bytes.subarray(0, length));
      expect(archivePassword(contents)).toBe(length === bytes.length ? 0 : -1);
      expect(contents.corrupt).toBe(false);
    }
  });
});
