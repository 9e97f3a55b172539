import { describe, expect, it } from 'vitest';
import { collectionKey, collectionKeyOf, groupingName } from './collection-key';
import { parseSubject } from './parse-subject';

const FILM = 'Der.Hauptmann.von.Köpenick.1956.GERMAN.1080p.BluRay.x264-NZBKINO';
const POSTER = 'Poster <poster@example.invalid>';

/** Every file of one film post: RAR volumes, PAR2 index and volumes, NFO, SFV, NZB. */
const FILES = [
  `${FILM}.nzb`,
  `${FILM}.nfo`,
  `${FILM}.sfv`,
  `${FILM}.part01.rar`,
  `${FILM}.part02.rar`,
  `${FILM}.part03.rar`,
  `${FILM}.par2`,
  `${FILM}.vol00+01.par2`,
  `${FILM}.vol01+02.par2`,
];

function keysOf(subjects: string[], poster = POSTER): Set<string> {
  return new Set(
    subjects.map((subject) => {
      const parsed = parseSubject(subject);
      expect(parsed, subject).not.toBeNull();
      return collectionKeyOf(parsed!, poster);
    }),
  );
}

describe('collectionKey', () => {
  it('puts every file and part of a post into one collection, whatever shape the poster writes', () => {
    const n = FILES.length;
    const shapes: ((file: string, i: number, part: number) => string)[] = [
      (file, i, part) => `${FILM} [${String(i).padStart(2, '0')}/${n}] - "${file}" yEnc (${part}/7)`,
      (file, i, part) => `[${i}/${n}] - "${file}" yEnc (${part}/7)`,
      (file, i, part) =>
        `[4711]-[FULL]-[#a.b.german@EFNet]-[ ${FILM} ]-[${i}/${n}] - "${file}" yEnc (${part}/7)`,
      (file, i, part) => `${FILM} - File ${i} of ${n} - ${file} (${part}/7)`,
      (file, i, part) => `${FILM} (${i}/${n}) "${file}" yEnc (${part}/7) ${1000 * i}`,
    ];
    for (const shape of shapes) {
      const subjects = FILES.flatMap((file, at) => [1, 2, 7].map((part) => shape(file, at + 1, part)));
      expect(keysOf(subjects).size, shape(FILES[3]!, 4, 1)).toBe(1);
    }
  });

  it('groups a post whose file names are written in other case and separators', () => {
    const subjects = [
      `[1/3] - "${FILM}.nfo" yEnc (1/1)`,
      `[2/3] - "${FILM.toLowerCase()}.part01.rar" yEnc (1/40)`,
      `[3/3] - "${FILM.replace(/\./g, '_')}.par2" yEnc (1/1)`,
    ];
    expect(keysOf(subjects).size).toBe(1);
  });

  it('separates the same name from another poster or with another file count', () => {
    const name = { name: FILM, poster: POSTER, fileTotal: 9 };
    const key = collectionKey(name);
    expect(collectionKey({ ...name, poster: 'Jemand <other@example.invalid>' })).not.toBe(key);
    expect(collectionKey({ ...name, fileTotal: 10 })).not.toBe(key);
    expect(collectionKey({ ...name, fileTotal: null })).not.toBe(key);
    expect(collectionKey({ ...name, poster: ` ${POSTER.toUpperCase()} ` })).toBe(key);
  });

  it('separates two releases that differ in one word, umlauts included', () => {
    const key = (name: string) => collectionKey({ name, poster: POSTER, fileTotal: 9 });
    expect(key('Das.Mädchen.2020.German')).not.toBe(key('Das.Madchen.2020.German'));
    expect(key(FILM)).not.toBe(key(FILM.replace('1080p', '720p')));
  });

  it('cannot be confused by a poster that writes the separator of the key', () => {
    const a = collectionKey({ name: 'a","b', poster: 'c', fileTotal: 1 });
    const b = collectionKey({ name: 'a', poster: 'b","c', fileTotal: 1 });
    expect(a).not.toBe(b);
  });
});

describe('groupingName', () => {
  it('folds case and separators but keeps umlauts', () => {
    expect(groupingName('Die.Fälscher_2007 - GERMAN')).toBe('die fälscher 2007 german');
    expect(groupingName('Die.Fa\u0308lscher')).toBe(groupingName('die fälscher'));
  });
});
