import { describe, expect, it } from 'vitest';
import { parseSubject } from './parse-subject';

const FILM = 'Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS';

describe('parseSubject: what is not a binary post', () => {
  it('returns null for text articles without part counter or yEnc', () => {
    for (const subject of [
      'Re: Frage zu XY',
      'Suche: Die Fälscher (2007) in 1080p',
      'AW: [Frage] Wo ist "film.part01.rar" geblieben?',
      'Re: Die besten Filme aller Zeiten (10/3)',
      'Re: Frage zu yEnc und PAR2',
      '',
      '   ',
    ]) {
      expect(parseSubject(subject), subject).toBeNull();
    }
  });

  it('returns null when a binary post names nothing to group by', () => {
    for (const subject of [
      '[][][] yEnc (1/1)',
      '"" yEnc (1/2)',
      '- [1/5] - "" yEnc (1/1)',
      '((( ))) (1/2)',
      '*** yEnc',
    ]) {
      expect(parseSubject(subject), subject).toBeNull();
    }
  });

  it('returns null for input that is not a string', () => {
    expect(parseSubject(undefined as unknown as string)).toBeNull();
    expect(parseSubject(42 as unknown as string)).toBeNull();
  });
});

describe('parseSubject: hostile subjects', () => {
  it('reads a 10 KB subject and keeps the name within bounds', () => {
    const long = `${'Sehr.Langer.Name.'.repeat(600)}German [1/2] - "x.rar" yEnc (1/2)`;
    expect(long.length).toBeGreaterThan(10_000);
    const s = parseSubject(long)!;
    expect(s.releaseName.length).toBeLessThanOrEqual(300);
    expect(s.releaseName.startsWith('Sehr.Langer.Name.')).toBe(true);
    expect([s.fileName, s.part, s.partTotal]).toEqual(['x.rar', 1, 2]);
  });

  it('gives up on subjects beyond 16 KB instead of reading them', () => {
    expect(parseSubject(`${'x'.repeat(20_000)} yEnc (1/2)`)).toBeNull();
  });

  it('reads 10 KB of brackets, quotes, counters, sizes and dashes without hanging', () => {
    // Each of these defeats a naive regex (trailing-separator trims, nested groups); a hang fails the test by timeout.
    const hostile = [
      '[('.repeat(5000),
      `${'"'.repeat(10_000)} yEnc (1/1)`,
      '(1/2)'.repeat(2000),
      `${'1.5 GB '.repeat(1400)}Film yEnc (1/2)`,
      `${' '.repeat(10_000)}yEnc (1/2)`,
      `${' - '.repeat(3300)}Film yEnc (1/2)`,
      `${'('.repeat(5000)}${'a'.repeat(5000)} yEnc (1/2)`,
      `${'x.rar '.repeat(1700)}(1/2)`,
      `${'=?utf-8?q?'.repeat(1000)} yEnc (1/2)`,
      `${'[1234]-'.repeat(1400)}[ ${FILM} ] yEnc (1/2)`,
    ];
    const results = hostile.map((subject) => parseSubject(subject));
    for (const result of results) if (result) expect(result.releaseName.length).toBeLessThanOrEqual(300);
    expect(results[3]).toMatchObject({ releaseName: 'Film', sizeHint: 1.5 * 1024 ** 3 });
    expect(results[5]).toMatchObject({ releaseName: 'Film' });
    expect(results[9]).toMatchObject({ releaseName: FILM });
    expect(results[0]).toBeNull();
  });

  it('blanks control characters and drops invisible format characters', () => {
    const s = parseSubject(
      `Die.F\u200bälscher\u0000.2007\u202e.GERMAN [1/2] - "fä\r\nlscher.rar" yEnc\u0007 (1/2)`,
    )!;
    expect(s.releaseName).toBe('Die.Fälscher .2007.GERMAN');
    expect(s.fileName).toBe('fä lscher.rar');
    expect(`${s.releaseName}${s.fileName}`).not.toMatch(/\p{Cc}|\p{Cf}/u);
  });

  it('replaces lone surrogates instead of passing broken text on', () => {
    const s = parseSubject(`Die.Fälscher\uD800.2007 [1/2] - "x.rar" yEnc (1/2)`)!;
    expect(s.releaseName).toBe('Die.Fälscher\uFFFD.2007');
  });

  it('reads a subject whose file-name quote is not closed', () => {
    const s = parseSubject(`${FILM} [03/63] - "${FILM}.part02.rar yEnc (5/163)`)!;
    expect([s.releaseName, s.fileName, s.fileIndex, s.part]).toEqual([FILM, `${FILM}.part02.rar`, 3, 5]);
  });

  it('leaves out counters whose numbers cannot be one (part above total, total zero)', () => {
    const s = parseSubject(`${FILM} [70/63] - "${FILM}.nfo" yEnc (0/0)`)!;
    expect([s.fileIndex, s.fileTotal, s.part, s.partTotal]).toEqual([null, null, 1, 1]);
  });
});
