import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPar2Index } from './par2-index';
import { proposeReleaseName } from './par2-release-name';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** Files with German names, protected by Debian's par2 (par2cmdline) in a scratch folder. */
const FILES: [string, number][] = [
  ['Der.Bär.2024.German.1080p.x264-GRÜN.part01.rar', 300_000],
  ['Der.Bär.2024.German.1080p.x264-GRÜN.part02.rar', 120_000],
  ['Größe und Übermut.nfo', 1_234],
];
let dir = '';
let index: Buffer;
const contents = new Map<string, Buffer>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nzbkino-par2-'));
  for (const [name, size] of FILES) {
    const data = randomBytes(size);
    contents.set(name, data);
    writeFileSync(join(dir, name), data);
  }
  execFileSync('par2', ['create', '-q', '-r5', '-n1', 'release.par2', ...FILES.map(([n]) => n)], {
    cwd: dir,
  });
  index = readFileSync(join(dir, 'release.par2'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readPar2Index on files par2cmdline wrote', () => {
  it('lists every file with its name (umlauts intact), length and checksums', () => {
    const read = readPar2Index(index);
    expect(read).toMatchObject({
      expectedFiles: 3,
      badHashPackets: 0,
      invalidPackets: 0,
      otherSetPackets: 0,
      truncated: false,
      capped: false,
    });
    expect(read.recoverySetId).toMatch(/^[0-9a-f]{32}$/);
    const byName = new Map(read.files.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(FILES.map(([n]) => n).sort());
    for (const [name, size] of FILES) {
      const data = contents.get(name)!;
      expect(byName.get(name)).toMatchObject({
        length: size,
        md5: md5(data),
        md5_16k: md5(data.subarray(0, 16_384)),
        nameProblems: [],
      });
      expect(byName.get(name)!.fileId).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('reads the same names from a recovery volume, which repeats the descriptions', () => {
    const volume = readdirSync(dir).find((f) => f.includes('.vol'))!;
    const read = readPar2Index(readFileSync(join(dir, volume)));
    expect(read.files.map((f) => f.name).sort()).toEqual(FILES.map(([n]) => n).sort());
  });

  it('reads what the first bytes hold when the file is cut off, and says so', () => {
    const firstFileDescEnd = index.indexOf('PAR2\0PKT', index.indexOf('FileDesc') + 8);
    const cut = index.subarray(0, firstFileDescEnd + 100);
    const read = readPar2Index(cut);
    expect(read.files).toHaveLength(1);
    expect(read.truncated).toBe(true);
    expect(read.expectedFiles).toBe(3);
  });

  it('skips and counts a packet whose bytes were changed, and keeps the others', () => {
    const damaged = Buffer.from(index);
    const at = damaged.indexOf('part02.rar');
    damaged[at] = damaged[at]! ^ 0x20;
    const read = readPar2Index(damaged);
    expect(read.badHashPackets).toBe(1);
    expect(read.files.map((f) => f.name)).not.toContain(FILES[1]![0]);
    expect(read.files).toHaveLength(2);
  });

  it('gives an obfuscated release its real name from the names inside', () => {
    const { files } = readPar2Index(index);
    expect(proposeReleaseName(files, 'c0ffee00deadbeef0badf00d12345678')).toEqual({
      ok: true,
      name: 'Der.Bär.2024.German.1080p.x264-GRÜN',
      fromFile: FILES[0]![0],
    });
  });
});
