import { archiveWarningText } from '@nzbkino/shared';
import { describe, expect, it } from 'vitest';
import { archivePassword, readArchiveContents, type ArchiveContents } from './archive-contents';
import { checkName, isArchiveName, isExecutableName, isSampleName } from './entry-names';

const contents = (overrides: Partial<ArchiveContents>): ArchiveContents => ({
  format: 'rar5',
  files: [],
  headersEncrypted: false,
  encryptedFiles: false,
  truncated: true,
  corrupt: false,
  listComplete: false,
  innerArchive: false,
  executables: false,
  onlySamples: false,
  warnings: [],
  ...overrides,
});
const file = (name: string, isDirectory = false) => ({
  name,
  size: 1,
  encrypted: false,
  isDirectory,
  unsafeName: false,
});

describe('the Newznab password value', () => {
  it('is -1 for bytes that are no archive, empty input, and a lone signature', () => {
    for (const bytes of [
      Buffer.from('kein Archiv, nur Text'),
      new Uint8Array(),
      Buffer.from('Rar!\x1a\x07\x01\x00'),
    ]) {
      expect(archivePassword(readArchiveContents(bytes))).toBe(-1);
    }
    expect(readArchiveContents(Buffer.from('MZ…')).warnings).toEqual([
      archiveWarningText({ kind: 'unknown_format' }),
    ]);
  });

  it('puts passworded before an inner archive, and an inner archive before none', () => {
    expect(archivePassword(contents({ encryptedFiles: true, innerArchive: true }))).toBe(1);
    expect(archivePassword(contents({ headersEncrypted: true }))).toBe(1);
    expect(archivePassword(contents({ innerArchive: true, files: [file('a.rar')] }))).toBe(2);
    expect(archivePassword(contents({ files: [file('a.mkv')] }))).toBe(0);
  });

  it('does not call a cut list that shows only folders "none"', () => {
    expect(archivePassword(contents({ files: [file('Film', true)] }))).toBe(-1);
    expect(
      archivePassword(contents({ files: [file('Film', true)], truncated: false, listComplete: true })),
    ).toBe(0);
  });
});

describe('entry names', () => {
  it('recognises archives, executables and samples by their last segment', () => {
    expect(
      ['x.rar', 'x.part07.rar', 'x.r12', 'X.7Z', 'x.zip', 'x.z01', 'x.7z.002', 'x.tar.gz'].every(
        isArchiveName,
      ),
    ).toBe(true);
    expect(['film.mkv', 'film.264', 'rar/film.mkv', 'film.nfo'].some(isArchiveName)).toBe(false);
    expect(['setup.exe', 'x.SCR', 'link.lnk', 'a.vbs', 'a.js', 'b.exe. . '].every(isExecutableName)).toBe(
      true,
    );
    expect(isExecutableName('exe/film.mkv')).toBe(false);
    expect(isSampleName('Sample/film.mkv') && isSampleName('film-sample.mkv')).toBe(true);
    expect(isSampleName('samples.of.life.mkv')).toBe(false);
  });

  it('shows hidden characters as U+FFFD and flags traversal, absolute paths and hidden characters', () => {
    expect(checkName('Film/film.mkv')).toEqual({ name: 'Film/film.mkv', unsafe: false });
    expect(checkName('..\\..\\autoexec.bat').unsafe).toBe(true);
    expect(checkName('Film/..').unsafe).toBe(true);
    expect(checkName('Film..mkv').unsafe).toBe(false);
    expect(checkName('D:film.mkv').unsafe).toBe(true);
    expect(checkName('a\u0000b\u009bc\u2066d')).toEqual({ name: 'a\ufffdb\ufffdc\ufffdd', unsafe: true });
    expect(checkName('x'.repeat(5000)).name).toHaveLength(1025);
  });
});
