import { describe, expect, it } from 'vitest';
import { proposeReleaseName, type Par2NamedFile } from './par2-release-name';

const OBFUSCATED = '7f3a9c2e4b1d8f6a0e5c3b7d9a2f4e1c';
const REAL = 'Der.Bär.2024.German.DL.1080p.BluRay.x264-GRÜN';

const files = (...entries: [string, number?][]): Par2NamedFile[] =>
  entries.map(([name, length]) => (length === undefined ? { name } : { name, length }));

describe('proposeReleaseName', () => {
  it('takes the common base of RAR volumes, old-style volumes, 7z pieces and a video', () => {
    const cases: Par2NamedFile[][] = [
      files([`${REAL}.part01.rar`, 500], [`${REAL}.part02.rar`, 500], [`${REAL}.part03.rar`, 200]),
      files([`${REAL}.rar`, 500], [`${REAL}.r00`, 500], [`${REAL}.r01`, 100]),
      files([`${REAL}.7z.001`, 500], [`${REAL}.7z.002`, 100]),
      files([`${REAL}.mkv`, 5000], [`${REAL}.nfo`, 3]),
      files([`${REAL}.mkv.001`, 500], [`${REAL}.mkv.002`, 100]),
    ];
    for (const c of cases) {
      expect(proposeReleaseName(c, OBFUSCATED), c[0]!.name).toEqual({
        ok: true,
        name: REAL,
        fromFile: c[0]!.name,
      });
    }
  });

  it('prefers the largest file over a sample, and never takes the NFO, a cover or a PAR2 name', () => {
    const proposal = proposeReleaseName(
      files(
        ['Andere.Gruppe.Sample-XYZ.mkv', 50_000],
        [`${REAL}.mkv`, 4_000_000_000],
        ['Riesige.Cover.jpg', 9_000_000_000],
        ['Ganz.Anderer.Name.nfo', 9_000_000_000],
        ['Noch.Ein.Name.vol000+100.par2', 9_000_000_000],
      ),
      OBFUSCATED,
    );
    expect(proposal).toMatchObject({ ok: true, name: REAL });
  });

  it('takes the base most files share when no lengths are known', () => {
    const proposal = proposeReleaseName(
      files(['Falsch.Name.mkv'], [`${REAL}.part1.rar`], [`${REAL}.part2.rar`], [`${REAL}.part3.rar`]),
      OBFUSCATED,
    );
    expect(proposal).toMatchObject({ ok: true, name: REAL });
  });

  it('drops a folder in front of the name', () => {
    expect(proposeReleaseName(files([`Ordner/${REAL}.mkv`, 10]), OBFUSCATED)).toMatchObject({ name: REAL });
  });

  it('refuses a random-looking name: the files inside are obfuscated as well', () => {
    const proposal = proposeReleaseName(
      files(
        ['a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4.part01.rar', 500],
        ['a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4.part02.rar', 5],
      ),
      OBFUSCATED,
    );
    expect(proposal).toMatchObject({
      ok: false,
      reason: 'random',
      message: expect.stringMatching(/verschleiert/),
    });
    expect(proposeReleaseName(files(['Xk9fQ2mZ7pL4wR8tYb3N.mkv', 1]), OBFUSCATED)).toMatchObject({
      reason: 'random',
    });
    expect(proposeReleaseName(files(['2024.mkv', 1]), OBFUSCATED)).toMatchObject({ reason: 'random' });
  });

  it('refuses when no main file is listed, when the name is unsafe, or when nothing would change', () => {
    expect(proposeReleaseName(files([`${REAL}.nfo`, 5], [`${REAL}.sfv`, 1]), OBFUSCATED)).toMatchObject({
      ok: false,
      reason: 'no_main_files',
    });
    expect(proposeReleaseName([], OBFUSCATED)).toMatchObject({ reason: 'no_main_files' });
    expect(proposeReleaseName(files(['Der\u0007Film.2024.mkv', 1]), OBFUSCATED)).toMatchObject({
      reason: 'unsafe',
    });
    expect(proposeReleaseName(files([`${'Lang.'.repeat(60)}mkv`, 1]), OBFUSCATED)).toMatchObject({
      reason: 'unsafe',
    });
    expect(proposeReleaseName(files([`${REAL}.mkv`, 1]), REAL.toLowerCase())).toMatchObject({
      reason: 'same_name',
    });
  });
});
