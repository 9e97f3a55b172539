import { describe, expect, it } from 'vitest';
import { fileNameFromSubject } from './subject';

describe('fileNameFromSubject', () => {
  it.each([
    ['Release [01/12] - "file.part01.rar" yEnc (1/40)', 'file.part01.rar'],
    [
      '[PRiVATE]-[WtFnZb]-[Der.Film.2023.mkv]-[1/5] - "Der Film 2023.mkv" yEnc (1/300) 215 MB',
      'Der Film 2023.mkv',
    ],
    ['"only.nfo" yEnc (1/1)', 'only.nfo'],
    ['Release - "first.rar" and "second.rar"', 'first.rar'],
    ['Release - file.part02.rar yEnc (1/40)', 'file.part02.rar'],
    ['Release [1/2] - [file.sfv] yEnc (1/1)', null],
    ['Release - no name here yEnc (1/1)', null],
    ['a3f8e2b1c4d5e6f7 (1/120)', null],
    ['"" yEnc', null],
    ['', null],
  ])('%s → %s', (subject, expected) => {
    expect(fileNameFromSubject(subject)).toBe(expected);
  });

  it('stays fast on long hostile subjects', () => {
    expect(fileNameFromSubject('a-'.repeat(100_000) + 'x yEnc')).toBeNull();
    expect(fileNameFromSubject('"a'.repeat(100_000))).toBe('a');
  });
});
