import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { archiveWarningText } from '@nzbkino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivePassword, readArchiveContents } from './archive-contents';
import { toolMissing } from './test-tools';

/* ZIP local headers: archives made by 7zz at test time, and hand-made headers for what 7zz does not write. */

interface LocalHeader {
  name: Uint8Array | string;
  flags?: number;
  method?: number;
  packed?: number;
  size?: number;
  extra?: Uint8Array;
  data?: Uint8Array;
}

function local(h: LocalHeader): Buffer {
  const name = typeof h.name === 'string' ? Buffer.from(h.name, 'utf8') : Buffer.from(h.name);
  const data = h.data ?? new Uint8Array();
  const extra = h.extra ?? new Uint8Array();
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(h.flags ?? 0, 6);
  head.writeUInt16LE(h.method ?? 0, 8);
  head.writeUInt32LE(crc32(data), 14);
  head.writeUInt32LE(h.packed ?? data.length, 18);
  head.writeUInt32LE(h.size ?? data.length, 22);
  head.writeUInt16LE(name.length, 26);
  head.writeUInt16LE(extra.length, 28);
  return Buffer.concat([head, name, extra, data]);
}

function extraField(id: number, body: Uint8Array): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(id, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
}

const CENTRAL = Uint8Array.of(0x50, 0x4b, 0x01, 0x02);

describe('ZIP local headers, hand-made', () => {
  it('reads sizes, folders and the end of the local headers', () => {
    const bytes = Buffer.concat([
      local({ name: 'Film/' }),
      local({ name: 'Film/film.mkv', data: Buffer.alloc(300, 1) }),
      CENTRAL,
    ]);
    const contents = readArchiveContents(bytes);
    expect(contents.files).toEqual([
      { name: 'Film/', size: 0, packedSize: 0, encrypted: false, isDirectory: true, unsafeName: false },
      {
        name: 'Film/film.mkv',
        size: 300,
        packedSize: 300,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
    ]);
    expect(contents).toMatchObject({ listComplete: true, truncated: false });
  });

  it("decodes names: UTF-8 with flag bit 11, CP437 without, Info-ZIP's Unicode path when its CRC matches", () => {
    const cp437 = Uint8Array.of(0x81, 0x62, 0x65, 0x72, 0x2e, 0x6e, 0x66, 0x6f); // "über.nfo"
    const unicodePath = extraField(
      0x7075,
      Buffer.concat([
        Uint8Array.of(1),
        (() => {
          const crc = Buffer.alloc(4);
          crc.writeUInt32LE(crc32(Buffer.from('ueber.nfo')));
          return crc;
        })(),
        Buffer.from('Über.nfo'),
      ]),
    );
    const contents = readArchiveContents(
      Buffer.concat([
        local({ name: 'Größe.txt', flags: 0x0800 }),
        local({ name: cp437 }),
        local({ name: 'ueber.nfo', extra: unicodePath }),
        CENTRAL,
      ]),
    );
    expect(contents.files.map((f) => f.name)).toEqual(['Größe.txt', 'über.nfo', 'Über.nfo']);
  });

  it('reads Zip64 sizes from the local extra field', () => {
    const sizes = Buffer.alloc(16);
    sizes.writeBigUInt64LE(5n * 1024n ** 3n, 0);
    sizes.writeBigUInt64LE(10n, 8);
    const bytes = Buffer.concat([
      local({
        name: 'gross.mkv',
        packed: 0xffffffff,
        size: 0xffffffff,
        extra: extraField(0x0001, sizes),
        data: Buffer.alloc(10),
      }),
      CENTRAL,
    ]);
    expect(readArchiveContents(bytes).files[0]).toMatchObject({ size: 5 * 1024 ** 3, packedSize: 10 });
  });

  it('sees encryption by flag bit 0 and by the AES extra field (0x9901)', () => {
    const aes = extraField(0x9901, Uint8Array.of(2, 0, 0x41, 0x45, 3, 8, 0));
    const bytes = Buffer.concat([
      local({ name: 'a.mkv', flags: 1 }),
      local({ name: 'b.mkv', method: 99, extra: aes }),
      CENTRAL,
    ]);
    const contents = readArchiveContents(bytes);
    expect(contents.files.map((f) => f.encrypted)).toEqual([true, true]);
    expect(archivePassword(contents)).toBe(1);
  });

  it('stops at a data descriptor (sizes after the data) instead of guessing the next header', () => {
    const contents = readArchiveContents(
      Buffer.concat([
        local({ name: 'a.nfo', data: Buffer.from('x') }),
        local({ name: 'b.mkv', flags: 0x0008, method: 8, packed: 0, size: 0 }),
        Buffer.alloc(50, 7),
      ]),
    );
    expect(contents.files.map((f) => [f.name, f.size])).toEqual([
      ['a.nfo', 1],
      ['b.mkv', null],
    ]);
    expect(contents.warnings).toEqual([archiveWarningText({ kind: 'size_after_data', name: 'b.mkv' })]);
    expect(contents.truncated).toBe(true);
    expect(archivePassword(contents)).toBe(0);
  });

  it('skips a data descriptor when the local header knows the size', () => {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    const bytes = Buffer.concat([
      local({ name: 'a.mkv', flags: 0x0008, data: Buffer.alloc(20) }),
      descriptor,
      local({ name: 'b.nfo' }),
      CENTRAL,
    ]);
    expect(readArchiveContents(bytes).files.map((f) => f.name)).toEqual(['a.mkv', 'b.nfo']);
  });

  it('calls masked local headers (central directory encryption) encrypted headers', () => {
    const contents = readArchiveContents(local({ name: 'xxxxxxxx', flags: 0x2001 }));
    expect(contents).toMatchObject({ headersEncrypted: true, files: [] });
    expect(archivePassword(contents)).toBe(1);
  });

  it("reports a zip bomb's claimed size and flags climbing names, unpacking nothing", () => {
    const claimed = 2 ** 52;
    const sizes = Buffer.alloc(16);
    sizes.writeBigUInt64LE(BigInt(claimed), 0);
    sizes.writeBigUInt64LE(42_000n, 8);
    const bytes = Buffer.concat([
      local({ name: '../../../home/user/.bashrc', data: Buffer.from('x') }),
      local({ name: '0.bin', method: 8, packed: 0xffffffff, size: 0xffffffff, extra: extraField(1, sizes) }),
    ]);
    const contents = readArchiveContents(bytes);
    expect(contents.files[0]!.unsafeName).toBe(true);
    expect(contents.files[1]).toMatchObject({ size: claimed, packedSize: 42_000 });
    expect(contents.warnings).toContain(
      archiveWarningText({ kind: 'claimed_size', name: '0.bin', size: claimed, packedSize: 42_000 }),
    );
    expect(contents.truncated).toBe(true);
  });

  it('refuses an unknown block signature and a 64-bit size above 2^53', () => {
    expect(
      readArchiveContents(Buffer.concat([local({ name: 'a' }), Buffer.from('PK\x09\x09')])).corrupt,
    ).toBe(true);
    const sizes = Buffer.alloc(16, 0xff);
    const huge = local({ name: 'a', packed: 0xffffffff, size: 0xffffffff, extra: extraField(1, sizes) });
    expect(readArchiveContents(huge).warnings[0]).toMatch(/Zahl im Kopf/);
  });

  it('stops after 10,000 entries of tiny headers', () => {
    const contents = readArchiveContents(Buffer.concat(new Array<Buffer>(10_020).fill(local({ name: 'x' }))));
    expect(contents.files).toHaveLength(10_000);
    expect(contents.warnings).toContain(archiveWarningText({ kind: 'too_many_entries', limit: 10_000 }));
  });

  it("reads a split archive's first part after its marker, and an empty archive", () => {
    const split = Buffer.concat([Uint8Array.of(0x50, 0x4b, 0x07, 0x08), local({ name: 'a.mkv' }), CENTRAL]);
    expect(readArchiveContents(split).files.map((f) => f.name)).toEqual(['a.mkv']);
    const empty = readArchiveContents(
      Buffer.concat([Uint8Array.of(0x50, 0x4b, 0x05, 0x06), Buffer.alloc(18)]),
    );
    expect(empty).toMatchObject({ format: 'zip', files: [], listComplete: true });
    expect(archivePassword(empty)).toBe(0);
  });
});

const missing = toolMissing('7zz', ['i'], 'ZIP-Tests mit 7zz');

describe.skipIf(missing !== null)('ZIP archives made by 7zz', () => {
  let folder = '';
  const make = (name: string, args: string[]): Buffer => {
    const run = spawnSync('7zz', ['a', '-bd', '-y', '-tzip', ...args, name, 'Film', 'Übersicht.nfo'], {
      cwd: folder,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`7zz: ${run.stdout}${run.stderr}`);
    return readFileSync(join(folder, name));
  };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nzbkino-zip-'));
    spawnSync('mkdir', ['Film'], { cwd: folder });
    writeFileSync(join(folder, 'Film', 'film.mkv'), Buffer.alloc(50_000, 4));
    writeFileSync(join(folder, 'Übersicht.nfo'), 'nfo');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists a plain ZIP: password 0', () => {
    const contents = readArchiveContents(make('plain.zip', []));
    expect(contents.files.map((f) => [f.name, f.size, f.isDirectory])).toEqual([
      ['Film/', 0, true],
      ['Film/film.mkv', 50_000, false],
      ['Übersicht.nfo', 3, false],
    ]);
    expect(archivePassword(contents)).toBe(0);
  });

  it.each([
    ['ZipCrypto', []],
    ['AES-256', ['-mem=AES256']],
  ])('sees %s encryption: password 1', (_label, args) => {
    const contents = readArchiveContents(make(`${_label}.zip`, ['-pgeheim', ...args]));
    expect(contents.files.filter((f) => !f.isDirectory).every((f) => f.encrypted)).toBe(true);
    expect(archivePassword(contents)).toBe(1);
  });

  it('never throws and never guesses "passworded" on any cut', () => {
    const bytes = make('cut.zip', ['-mx0']).subarray(0, 600);
    for (let length = 0; length <= bytes.length; length++) {
      const contents = readArchiveContents(bytes.subarray(0, length));
      expect(archivePassword(contents)).toBeLessThan(1);
      expect(contents.corrupt).toBe(false);
    }
  });
});
