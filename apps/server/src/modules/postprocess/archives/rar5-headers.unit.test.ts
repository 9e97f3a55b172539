import { archiveWarningText } from '@nzbkino/shared';
import { describe, expect, it } from 'vitest';
import { archivePassword, readArchiveContents } from './archive-contents';
import { rar5Block, vint, writeRar5, type TestEntry } from './rar-test-writer';
import { listWithUnrarFree, toolMissing } from './test-tools';

/*
 * RAR 5 headers written per the technote by the test writer (Debian has no
 * `rar`), read back as post-processing would: from the first bytes only.
 */

const SIGNATURE = Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00);
const MAIN = rar5Block([vint(1), vint(0), vint(0)]);
const text = (s: string) => Buffer.from(s);
const release: TestEntry[] = [
  { name: 'Der.Film.2024.German.DL.1080p', directory: true },
  { name: 'Der.Film.2024.German.DL.1080p/der.film.2024.mkv', data: Buffer.alloc(4000, 7) },
  { name: 'Der.Film.2024.German.DL.1080p/Übersicht.nfo', data: text('Größe: 4000 Bytes') },
];

/** A file header whose fields the test spells out, with a correct CRC. */
function rawFile(fields: Uint8Array[], data = new Uint8Array()): Uint8Array {
  return rar5Block([vint(2), vint(0x0002), vint(data.length), ...fields], data);
}
const archive = (...blocks: Uint8Array[]) => Buffer.concat([SIGNATURE, MAIN, ...blocks]);

describe('RAR 5 headers', () => {
  it('lists names, sizes and folders of a plain archive: password 0', () => {
    const contents = readArchiveContents(writeRar5({ entries: release }));
    expect(contents).toMatchObject({
      format: 'rar5',
      headersEncrypted: false,
      encryptedFiles: false,
      truncated: false,
      corrupt: false,
      listComplete: true,
      innerArchive: false,
      executables: false,
      onlySamples: false,
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
        size: 4000,
        packedSize: 4000,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
      {
        name: release[2]!.name,
        size: 19,
        packedSize: 19,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
    ]);
    expect(archivePassword(contents)).toBe(0);
  });

  it('sees a file encryption record: password 1', () => {
    const contents = readArchiveContents(
      writeRar5({ entries: [{ name: 'film.mkv', data: Buffer.alloc(64), encrypted: true }] }),
    );
    expect(contents.files[0]).toMatchObject({ name: 'film.mkv', encrypted: true, size: 64 });
    expect(contents.encryptedFiles).toBe(true);
    expect(archivePassword(contents)).toBe(1);
  });

  it('sees the archive encryption header (rar -hp): headers encrypted, nothing listed, password 1', () => {
    const contents = readArchiveContents(writeRar5({ entries: release, headersEncrypted: true }));
    expect(contents).toMatchObject({ headersEncrypted: true, files: [], truncated: false, corrupt: false });
    expect(archivePassword(contents)).toBe(1);
  });

  it.each(['Der.Film.part01.rar', 'innen.r00', 'innen.7z', 'innen.zip', 'innen.7z.001'])(
    'flags an archive inside (%s): password 2',
    (name) => {
      const contents = readArchiveContents(writeRar5({ entries: [{ name, data: Buffer.alloc(10) }] }));
      expect(contents.innerArchive).toBe(true);
      expect(archivePassword(contents)).toBe(2);
    },
  );

  it('flags executables and a release of nothing but a sample for the admin, not as passworded', () => {
    const withSetup = readArchiveContents(
      writeRar5({ entries: [...release, { name: 'Codec.Installer.exe', data: Buffer.alloc(5) }] }),
    );
    expect(withSetup.executables).toBe(true);
    expect(archivePassword(withSetup)).toBe(0);
    const sampleOnly = readArchiveContents(
      writeRar5({
        entries: [
          { name: 'Sample', directory: true },
          { name: 'Sample/der.film-sample.mkv', data: Buffer.alloc(50) },
          { name: 'der.film.nfo', data: text('nfo') },
        ],
      }),
    );
    expect(sampleOnly.onlySamples).toBe(true);
    expect(readArchiveContents(writeRar5({ entries: release })).onlySamples).toBe(false);
  });

  it('reads the first segment of a volume set: the film seen, the rest cut off', () => {
    const volume = writeRar5({
      volume: 0,
      entries: [
        { name: 'film.mkv', data: Buffer.alloc(600_000, 1), size: 8 * 1024 ** 3, split: { after: true } },
      ],
    });
    const contents = readArchiveContents(volume.subarray(0, 250_000));
    expect(contents.files).toEqual([
      {
        name: 'film.mkv',
        size: 8 * 1024 ** 3,
        packedSize: 600_000,
        encrypted: false,
        isDirectory: false,
        unsafeName: false,
      },
    ]);
    expect(contents).toMatchObject({ truncated: true, listComplete: false, corrupt: false });
    // A split file's size is for the whole set: no bomb warning for it.
    expect(contents.warnings).toEqual([archiveWarningText({ kind: 'truncated' })]);
    expect(archivePassword(contents)).toBe(0);
  });

  it('says which volume it was given when it is not the first', () => {
    const later = readArchiveContents(
      writeRar5({
        volume: 2,
        entries: [{ name: 'film.mkv', data: Buffer.alloc(9), split: { before: true } }],
      }),
    );
    expect(later.warnings).toContain(archiveWarningText({ kind: 'not_first_volume', volume: 2 }));
  });

  it('never throws and never guesses "passworded" on any cut of the bytes', () => {
    const bytes = writeRar5({ entries: release });
    for (let length = 0; length <= bytes.length; length++) {
      const contents = readArchiveContents(bytes.subarray(0, length));
      expect(contents.corrupt).toBe(false);
      expect(archivePassword(contents)).toBeLessThan(1);
      if (length < bytes.length) expect(contents.listComplete).toBe(false);
    }
    // Until a file's header is whole, nothing is known: -1, not 0.
    expect(archivePassword(readArchiveContents(bytes.subarray(0, 40)))).toBe(-1);
  });

  describe('hostile headers', () => {
    it('stops at a header whose CRC does not match, keeping what came before', () => {
      const bytes = Buffer.from(writeRar5({ entries: release }));
      const at = bytes.indexOf('der.film.2024.mkv');
      bytes[at] = bytes[at]! ^ 0x20;
      const contents = readArchiveContents(bytes);
      expect(contents.corrupt).toBe(true);
      expect(contents.files.map((f) => f.name)).toEqual([release[0]!.name]);
      expect(contents.warnings[0]).toMatch(/Prüfsumme/);
      expect(archivePassword(contents)).toBe(-1);
    });

    it('refuses a header size longer than 3 bytes (over 2 MB) as damage, not as a wait for more bytes', () => {
      const huge = Buffer.concat([Buffer.alloc(4), Uint8Array.of(0x80, 0x80, 0x80, 0x01)]);
      const contents = readArchiveContents(archive(huge));
      expect(contents.corrupt).toBe(true);
      expect(contents.warnings).toEqual([
        archiveWarningText({ kind: 'damaged', reason: 'header_size', offset: 8 + MAIN.length }),
      ]);
    });

    it('treats a plausible header size beyond the bytes as truncation', () => {
      const cut = Buffer.concat([Buffer.alloc(4), vint(1_500_000), Buffer.alloc(100)]);
      expect(readArchiveContents(archive(cut))).toMatchObject({ truncated: true, corrupt: false });
    });

    it('refuses a vint longer than 10 bytes or above 2^53', () => {
      const eleven = Uint8Array.of(...new Array<number>(10).fill(0xff), 0x01);
      const tooBig = Uint8Array.of(...new Array<number>(9).fill(0xff), 0x01);
      for (const bad of [eleven, tooBig]) {
        const contents = readArchiveContents(
          archive(rawFile([vint(0), bad, vint(0), vint(0), vint(1), vint(1), text('x')])),
        );
        expect(contents.corrupt).toBe(true);
        expect(contents.warnings[0]).toMatch(/Zahl im Kopf/);
      }
    });

    it('refuses a name or extra area that reaches past its header', () => {
      const longName = rawFile([vint(0), vint(1), vint(0), vint(0), vint(1), vint(200), text('kurz')]);
      const extraTooBig = rar5Block([vint(2), vint(0x0003), vint(500), vint(0), vint(0), vint(0)]);
      for (const block of [longName, extraTooBig]) {
        const contents = readArchiveContents(archive(block));
        expect(contents.corrupt).toBe(true);
        expect(contents.warnings[0]).toMatch(/über das Ende seines Kopfblocks/);
      }
    });

    it('lists a file whose data size lies far beyond the bytes, then stops as truncated', () => {
      const lying = rar5Block([
        vint(2),
        vint(0x0002),
        vint(2 ** 50),
        vint(0),
        vint(10),
        vint(0),
        vint(0),
        vint(1),
        vint(5),
        text('a.mkv'),
      ]);
      const contents = readArchiveContents(archive(lying, rar5Block([vint(5), vint(0), vint(0)])));
      expect(contents.files).toMatchObject([{ name: 'a.mkv', size: 10, packedSize: 2 ** 50 }]);
      expect(contents).toMatchObject({ truncated: true, corrupt: false });
    });

    it("reports a bomb's claimed size without unpacking anything", () => {
      const claimed = 4 * 1024 ** 4;
      const contents = readArchiveContents(
        writeRar5({ entries: [{ name: 'bombe.bin', data: Buffer.alloc(100), size: claimed }] }),
      );
      expect(contents.files[0]).toMatchObject({ size: claimed, packedSize: 100 });
      expect(contents.warnings).toEqual([
        archiveWarningText({ kind: 'claimed_size', name: 'bombe.bin', size: claimed, packedSize: 100 }),
      ]);
    });

    it('flags names that climb out, are absolute, or hide characters, and never shows them raw', () => {
      const entries = [
        '../../etc/cron.d/job',
        '/etc/passwd',
        'C:\\Windows\\evil.dll',
        'film\u0007.mkv',
        'film\u202Evkm.exe',
      ].map((name) => ({ name, data: Buffer.alloc(1) }));
      const contents = readArchiveContents(writeRar5({ entries }));
      expect(contents.files.map((f) => f.unsafeName)).toEqual([true, true, true, true, true]);
      expect(contents.files[3]!.name).toBe('film\ufffd.mkv');
      expect(contents.files[4]!.name).toBe('film\ufffdvkm.exe');
      expect(contents.executables).toBe(true);
      expect(contents.warnings.filter((w) => w.startsWith('Ein Dateiname'))).toHaveLength(5);
    });

    it('stops after 10,000 entries of millions of tiny headers', () => {
      const tiny = rawFile([vint(0), vint(0), vint(0), vint(0), vint(1), vint(1), text('x')]);
      const contents = readArchiveContents(archive(...new Array<Uint8Array>(10_050).fill(tiny)));
      expect(contents.files).toHaveLength(10_000);
      expect(contents.truncated).toBe(true);
      expect(contents.warnings).toContain(archiveWarningText({ kind: 'too_many_entries', limit: 10_000 }));
    });

    it('stops walking service blocks after the block limit', () => {
      const service = rar5Block([vint(3), vint(0)]);
      const contents = readArchiveContents(archive(...new Array<Uint8Array>(60_000).fill(service)));
      expect(contents).toMatchObject({ truncated: true, files: [] });
      expect(archivePassword(contents)).toBe(-1);
    });
  });

  const unrarMissing = toolMissing('unrar-free', ['--version'], 'RAR-5-Gegenprobe mit unrar-free');
  it.skipIf(unrarMissing !== null)('writes archives that unrar-free (libarchive) lists the same way', () => {
    const entries: TestEntry[] = [
      ...release,
      { name: 'verschlüsselt.mkv', data: Buffer.alloc(48), encrypted: true },
    ];
    const bytes = writeRar5({ entries });
    const listed = listWithUnrarFree(bytes);
    expect(listed.status).toBe(0);
    const ours = readArchiveContents(bytes).files.map((f) => ({ path: f.name, size: f.size }));
    expect(ours).toEqual(listed.entries);
  });
});
