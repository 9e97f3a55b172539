import { archiveWarningText } from '@nzbkino/shared';
import { describe, expect, it } from 'vitest';
import { archivePassword, readArchiveContents } from './archive-contents';
import { rar4Block, writeRar4, type TestEntry } from './rar-test-writer';
import { decodeRar4Name } from './rar4-name';
import { listWithUnrarFree, toolMissing } from './test-tools';

/* RAR 1.5–4.x block headers written per the RAR 3.x technote by the test writer. */

const MARKER = Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00);
const MAIN = rar4Block(0x73, 0, new Uint8Array(6));
const release: TestEntry[] = [
  { name: 'Serie.S01E01.German.720p', directory: true },
  { name: 'Serie.S01E01.German.720p/serie.s01e01.mkv', data: Buffer.alloc(3000, 3) },
  { name: 'Serie.S01E01.German.720p/serie.nfo', data: Buffer.from('nfo') },
];

describe('RAR 4 headers', () => {
  it('lists names, sizes and folders of a plain archive: password 0', () => {
    const contents = readArchiveContents(writeRar4({ entries: release }));
    expect(contents).toMatchObject({
      format: 'rar4',
      listComplete: true,
      truncated: false,
      corrupt: false,
      warnings: [],
    });
    expect(contents.files).toEqual([
      {
        name: release[0]!.name,
        size: 0,
        packedSize: 0,
        encrypted: false,
        isDirectory: true,
        unsafeName: false,
      },
      {
        name: release[1]!.name,
        size: 3000,
        packedSize: 3000,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
      {
        name: release[2]!.name,
        size: 3,
        packedSize: 3,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
    ]);
    expect(archivePassword(contents)).toBe(0);
  });

  it('sees LHD_PASSWORD on a file: password 1', () => {
    const contents = readArchiveContents(
      writeRar4({ entries: [{ name: 'a.mkv', data: Buffer.alloc(32), encrypted: true }] }),
    );
    expect(contents.files[0]).toMatchObject({ name: 'a.mkv', encrypted: true });
    expect(archivePassword(contents)).toBe(1);
  });

  it('sees MHD_PASSWORD (rar -hp): headers encrypted, nothing listed, password 1', () => {
    const contents = readArchiveContents(writeRar4({ entries: release, headersEncrypted: true }));
    expect(contents).toMatchObject({ headersEncrypted: true, files: [], corrupt: false });
    expect(archivePassword(contents)).toBe(1);
  });

  it('flags an old-style volume name inside: password 2', () => {
    const contents = readArchiveContents(
      writeRar4({ entries: [{ name: 'innen.r01', data: Buffer.alloc(4) }] }),
    );
    expect(archivePassword(contents)).toBe(2);
  });

  it('reads 64-bit sizes (LHD_LARGE)', () => {
    const size = 6 * 1024 ** 3 + 17;
    const contents = readArchiveContents(
      writeRar4({
        volume: 0,
        entries: [{ name: 'gross.mkv', data: Buffer.alloc(10), size, split: { after: true } }],
      }),
    );
    expect(contents.files[0]).toMatchObject({ size, packedSize: 10 });
    expect(contents.warnings).toEqual([]);
  });

  it('reads UTF-8 names and the RAR 3 Unicode name encoding', () => {
    const contents = readArchiveContents(
      writeRar4({ entries: [{ name: 'Übersicht – Größe.nfo', data: Buffer.alloc(1) }] }),
    );
    expect(contents.files[0]!.name).toBe('Übersicht – Größe.nfo');
    // "Фильм.mkv": high byte 0x04; a run copied from the 8-bit (cp1251) name with correction 0x50, then ".mkv" as is.
    const cp1251 = Uint8Array.of(0xd4, 0xe8, 0xeb, 0xfc, 0xec, 0x2e, 0x6d, 0x6b, 0x76);
    expect(
      decodeRar4Name(
        Buffer.concat([cp1251, Uint8Array.of(0), Uint8Array.of(0x04, 0xf0, 0x83, 0x50, 0x02)]),
        true,
      ),
    ).toBe('Фильм.mkv');
    // "Öl.mkv": a low byte (code 0), a full 16-bit unit (code 2: "l"), a copied run of 4 (code 3).
    const ascii = Buffer.from('?l.mkv', 'latin1');
    const encoded = Uint8Array.of(0x00, 0b00_10_11_00, 0xd6, 0x6c, 0x00, 0x02);
    expect(decodeRar4Name(Buffer.concat([ascii, Uint8Array.of(0), encoded]), true)).toBe('Öl.mkv');
    // Code 1: low byte with the shared high byte.
    expect(decodeRar4Name(Uint8Array.of(0x3f, 0, 0x04, 0b01_000000, 0x24), true)).toBe('Ф');
    // Without the Unicode flag: the DOS code page.
    expect(decodeRar4Name(Uint8Array.of(0x84, 0x62, 0x63), false)).toBe('äbc');
  });

  it('keeps a hostile Unicode encoding bounded: it cannot outgrow its 8-bit name or loop', () => {
    const runs = new Uint8Array(2 + 2 * 4000).fill(0xff); // every code "copy 129 bytes with correction"
    runs[0] = 0x00;
    expect(
      decodeRar4Name(Buffer.concat([Buffer.from('kurz'), Uint8Array.of(0), runs]), true).length,
    ).toBeLessThanOrEqual(4);
  });

  it('warns when the first file continues from a previous volume', () => {
    const contents = readArchiveContents(
      writeRar4({
        volume: 3,
        entries: [{ name: 'a.mkv', data: Buffer.alloc(5), split: { before: true, after: true } }],
      }),
    );
    expect(contents.warnings).toEqual([archiveWarningText({ kind: 'not_first_volume', volume: null })]);
  });

  it('never throws and never guesses "passworded" on any cut of the bytes', () => {
    const bytes = writeRar4({ entries: release });
    for (let length = 0; length <= bytes.length; length++) {
      const contents = readArchiveContents(bytes.subarray(0, length));
      expect(contents.corrupt).toBe(false);
      expect(archivePassword(contents)).toBeLessThan(1);
      if (length < bytes.length) expect(contents.listComplete).toBe(false);
    }
  });

  describe('hostile headers', () => {
    const withBlocks = (...blocks: Uint8Array[]) => Buffer.concat([MARKER, MAIN, ...blocks]);

    it('stops at a CRC16 mismatch', () => {
      const bytes = Buffer.from(writeRar4({ entries: release }));
      const at = bytes.indexOf('serie.nfo');
      bytes[at] = bytes[at]! ^ 1;
      const contents = readArchiveContents(bytes);
      expect(contents.corrupt).toBe(true);
      expect(contents.files).toHaveLength(2);
      expect(contents.warnings[0]).toMatch(/Prüfsumme/);
    });

    it('refuses HEAD_SIZE below 7 and block types outside the format', () => {
      const tooSmall = Uint8Array.of(0, 0, 0x74, 0, 0, 3, 0);
      const alien = Uint8Array.of(0, 0, 0x99, 0, 0, 7, 0);
      expect(readArchiveContents(withBlocks(tooSmall)).warnings[0]).toMatch(/unmögliche Größe/);
      expect(readArchiveContents(withBlocks(alien)).warnings[0]).toMatch(/nicht so aufgebaut/);
    });

    it('refuses a file header too short for its own fields or name', () => {
      const shortHeader = rar4Block(0x74, 0x8000, new Uint8Array(10));
      const body = Buffer.alloc(25);
      body.writeUInt16LE(300, 19); // NAME_SIZE beyond HEAD_SIZE
      const longName = rar4Block(0x74, 0x8000, Buffer.concat([body, Buffer.from('x')]));
      for (const block of [shortHeader, longName]) {
        const contents = readArchiveContents(withBlocks(block));
        expect(contents.corrupt).toBe(true);
        expect(contents.warnings[0]).toMatch(/über das Ende seines Kopfblocks/);
      }
    });

    it('lists a file whose packed size points far past the bytes, then reports truncation', () => {
      const contents = readArchiveContents(
        writeRar4({ noEnd: true, entries: [{ name: 'a.mkv', data: Buffer.alloc(100) }] }).subarray(0, 80),
      );
      expect(contents.files).toMatchObject([{ name: 'a.mkv', packedSize: 100 }]);
      expect(contents.truncated).toBe(true);
    });

    it("reports a bomb's claimed size", () => {
      const contents = readArchiveContents(
        writeRar4({ entries: [{ name: 'b.iso', data: Buffer.alloc(64), size: 2 ** 41 }] }),
      );
      expect(contents.files[0]!.size).toBe(2 ** 41);
      expect(contents.warnings[0]).toMatch(/mögliche Archivbombe/);
    });

    it('stops after 10,000 entries', () => {
      const tiny = writeRar4({ noEnd: true, entries: [{ name: 'x' }] }).subarray(MARKER.length + MAIN.length);
      const contents = readArchiveContents(withBlocks(...new Array<Uint8Array>(10_010).fill(tiny)));
      expect(contents.files).toHaveLength(10_000);
      expect(contents.warnings).toContain(archiveWarningText({ kind: 'too_many_entries', limit: 10_000 }));
    });
  });

  const unrarMissing = toolMissing('unrar-free', ['--version'], 'RAR-4-Gegenprobe mit unrar-free');
  it.skipIf(unrarMissing !== null)('writes archives that unrar-free (libarchive) lists the same way', () => {
    // unrar-free prints only names its locale conversion accepts, so this set is ASCII.
    const entries: TestEntry[] = [
      ...release,
      { name: 'geheim.mkv', data: Buffer.alloc(16), encrypted: true },
    ];
    const bytes = writeRar4({ entries });
    const listed = listWithUnrarFree(bytes);
    expect(listed.status).toBe(0);
    expect(readArchiveContents(bytes).files.map((f) => ({ path: f.name, size: f.size }))).toEqual(
      listed.entries,
    );
  });
});
