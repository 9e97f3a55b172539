import { describe, expect, it } from 'vitest';
import { parseSubject, type ParsedSubject } from './parse-subject';

// Subjects written for these tests in the shapes posting tools and posters use.
const FILM = 'Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS';
const EPISODE = 'Der.Tatortreiniger.S07E01.German.720p.WEB.h264-GRP';
const SEASON = 'Stromberg.S05.German.DL.720p.BluRay.x264-NZBKINO';

function parsed(subject: string): ParsedSubject {
  const result = parseSubject(subject);
  expect(result, subject).not.toBeNull();
  return result!;
}

describe('parseSubject: the common shape', () => {
  it('reads name, file index, file name, part counter and the volume of a RAR set', () => {
    expect(parsed(`${FILM} [02/63] - "${FILM}.part01.rar" yEnc (1/163)`)).toEqual({
      releaseName: FILM,
      fileName: `${FILM}.part01.rar`,
      fileIndex: 2,
      fileTotal: 63,
      part: 1,
      partTotal: 163,
      sizeHint: null,
      fileKind: 'rar-volume',
      volumeNumber: 1,
      obfuscated: false,
    });
  });

  it('reads the last round counter as the part, a round counter before the file name as the file index', () => {
    const s = parsed(`${EPISODE} (03/20) - "${EPISODE}.part02.rar" yEnc (17/40)`);
    expect([s.fileIndex, s.fileTotal, s.part, s.partTotal]).toEqual([3, 20, 17, 40]);
  });

  it('reads a round counter before the file name as the file index when no part counter follows', () => {
    const s = parsed(`${FILM} (05/63) "${FILM}.part04.rar" yEnc`);
    expect([s.fileIndex, s.fileTotal, s.part, s.partTotal]).toEqual([5, 63, 1, 1]);
  });

  it('reads `File 1 of 63` and `Datei 1 von 63` as the file counter', () => {
    const en = parsed(`${EPISODE} - File 4 of 20 - "tatortreiniger.s07e01.r02" yEnc (5/50)`);
    const de = parsed(`${EPISODE} - Datei 4 von 20 - "tatortreiniger.s07e01.r02" yEnc (5/50)`);
    for (const s of [en, de]) {
      expect([s.releaseName, s.fileIndex, s.fileTotal, s.part, s.volumeNumber]).toEqual([
        EPISODE,
        4,
        20,
        5,
        2,
      ]);
    }
  });

  it('keeps spaces, round brackets and a bracketed year of a name written in words', () => {
    const s = parsed(
      'Die Schwarzwaldklinik (1985) S01E03 German 576p DVDRip x264-NZBKINO [1/9] - "dsk.s01e03.nfo" yEnc (1/1)',
    );
    expect(s.releaseName).toBe('Die Schwarzwaldklinik (1985) S01E03 German 576p DVDRip x264-NZBKINO');
  });

  it('does not read a German title part (`Teil 1 von 3`) as a file counter', () => {
    const s = parsed(
      'Der Krieg Teil 1 von 3 German 720p HDTV x264-NZBKINO [05/12] - "krieg.teil1.r03" yEnc (2/30)',
    );
    expect(s.releaseName).toBe('Der Krieg Teil 1 von 3 German 720p HDTV x264-NZBKINO');
    expect([s.fileIndex, s.fileTotal]).toEqual([5, 12]);
  });
});

describe('parseSubject: posters leave things out', () => {
  it('takes a part counter without `yEnc`', () => {
    const s = parsed(`${FILM} [05/63] - "${FILM}.part04.rar" (12/163)`);
    expect([s.part, s.partTotal, s.fileName]).toEqual([12, 163, `${FILM}.part04.rar`]);
  });

  it('takes a single-part post marked only by `yEnc` as part 1 of 1', () => {
    const s = parsed(`${FILM} [01/63] - "${FILM}.nfo" yEnc`);
    expect([s.part, s.partTotal, s.fileKind]).toEqual([1, 1, 'nfo']);
  });

  it('reads a `[1/1]` right after yEnc as the part counter', () => {
    const s = parsed(`${EPISODE} [04/05] - "${EPISODE}.sfv" yEnc [1/1]`);
    expect([s.fileIndex, s.fileTotal, s.part, s.partTotal, s.fileKind]).toEqual([4, 5, 1, 1, 'sfv']);
  });

  it('falls back to the file name without its endings when the subject has no name of its own', () => {
    expect(parsed(`[07/63] - "${FILM}.vol03+04.par2" yEnc (1/5)`).releaseName).toBe(FILM);
    expect(parsed(`"${FILM}.r00" yEnc (3/50)`).releaseName).toBe(FILM);
    expect(parsed(`[1/4] - "${SEASON}.7z.001" yEnc (1/80)`).releaseName).toBe(SEASON);
  });

  it('finds an unquoted file name', () => {
    const s = parsed(`${EPISODE} [03/20] - tatortreiniger.s07e01.part02.rar yEnc (4/40)`);
    expect([s.releaseName, s.fileName, s.fileKind, s.volumeNumber]).toEqual([
      EPISODE,
      'tatortreiniger.s07e01.part02.rar',
      'rar-volume',
      2,
    ]);
    expect(parsed(`${FILM}.part01.rar (1/40)`)).toMatchObject({
      releaseName: FILM,
      fileName: `${FILM}.part01.rar`,
    });
  });

  it('reads a name that is written after the file name', () => {
    expect(parsed(`"stb.s05.part1.rar" ${SEASON} yEnc (1/90)`).releaseName).toBe(SEASON);
  });

  it('uses a subject name written as a file name without its endings, so every file of the post shares it', () => {
    const s = parsed(`${FILM}.part07.rar - "${FILM}.part07.rar" yEnc (1/163)`);
    expect(s.releaseName).toBe(FILM);
  });

  it('reads the file counter when it stands after the file name', () => {
    const s = parsed(`"${FILM}.part03.rar" [04/63] yEnc (9/163)`);
    expect([s.releaseName, s.fileIndex, s.fileTotal, s.part]).toEqual([FILM, 4, 63, 9]);
  });
});

describe('parseSubject: noise around the name', () => {
  it('drops request numbers, posting tags and the IRC channel, and unwraps the bracketed name', () => {
    const s = parsed(
      `[4711]-[FULL]-[#a.b.german.filme@EFNet]-[ ${FILM} ]-[12/63] - "dtls-faelscher.r10" yEnc (100/163)`,
    );
    expect([s.releaseName, s.fileName, s.fileIndex, s.volumeNumber]).toEqual([
      FILM,
      'dtls-faelscher.r10',
      12,
      10,
    ]);
  });

  it('drops web-address spam before and after the name, bracketed or not', () => {
    expect(parsed(`[www.filme-usenet.to] ${FILM} [1/63] - "a.part01.rar" yEnc (1/9)`).releaseName).toBe(FILM);
    expect(parsed(`<www.saugstube.info> - ${FILM} [1/63] - "a.part01.rar" yEnc (1/9)`).releaseName).toBe(
      FILM,
    );
    expect(parsed(`www.saugstube.info - ${FILM} - [1/63] - "a.part01.rar" yEnc (1/9)`).releaseName).toBe(
      FILM,
    );
    expect(parsed(`${FILM} [saugstube.de] [1/63] - "a.part01.rar" yEnc (1/9)`).releaseName).toBe(FILM);
  });

  it('keeps bracketed parts of the name: a year further in, a language tag, a plus', () => {
    expect(parsed('Tatort [2019] [German] [1/3] - "t.rar" yEnc (1/2)').releaseName).toBe(
      'Tatort [2019] [German]',
    );
    expect(parsed('Mandalorian S03E01 German DL 1080p Disney+ [1/3] - "m.rar" yEnc (1/2)').releaseName).toBe(
      'Mandalorian S03E01 German DL 1080p Disney+',
    );
  });

  it('takes a `Re:` off a binary post', () => {
    expect(parsed(`Re: ${FILM} [01/63] - "${FILM}.nfo" yEnc (1/1)`).releaseName).toBe(FILM);
    expect(parsed(`AW: Re: ${FILM} [01/63] - "${FILM}.nfo" yEnc (1/1)`).releaseName).toBe(FILM);
  });

  it('reads size notes as a hint in bytes and keeps them out of the name', () => {
    const cases: [string, number][] = [
      [`${FILM} - "${FILM}.part01.rar" - 1,23 GB - yEnc (1/163)`, Math.round(1.23 * 1024 ** 3)],
      [`${FILM} [1/63] (245.5 MB) - "${FILM}.part01.rar" yEnc (1/163)`, Math.round(245.5 * 1024 ** 2)],
      [`${FILM} "${FILM}.part01.rar" {104857600 yEnc bytes} (1/163)`, 104857600],
      [`${FILM} [01/63] - "${FILM}.part01.rar" yEnc (1/163) 104857600`, 104857600],
      [`${FILM} [01/63] - "${FILM}.part01.rar" yEnc 104857600 (1/163)`, 104857600],
    ];
    for (const [subject, bytes] of cases) {
      const s = parsed(subject);
      expect([s.releaseName, s.sizeHint, s.part], subject).toEqual([FILM, bytes, 1]);
    }
  });

  it('finds the file name between a private tag and an empty quote', () => {
    const s = parsed(`[PRiVATE]-[WtFnZb]-[${EPISODE}.mkv]-[3/7] - "" yEnc 734003200 (1/980)`);
    expect([s.releaseName, s.fileName, s.fileKind, s.fileIndex, s.sizeHint]).toEqual([
      EPISODE,
      `${EPISODE}.mkv`,
      'video',
      3,
      734003200,
    ]);
  });
});

describe('parseSubject: German names and characters', () => {
  it('leaves umlauts, ß and German tags untouched', () => {
    for (const name of [
      'Das.Mädchen.vom.Moorhof.1958.German.1080p.HDTV.x264-NZBKINO',
      'Großstadtrevier.S34E05.German.720p.WEB.h264-NZBKINO',
      'Die Brücke am Fluß 1959 GERMAN DUBBED 720p HDTV x264-NZBKINO',
    ]) {
      expect(parsed(`${name} [01/40] - "${name}.part01.rar" yEnc (1/100)`).releaseName).toBe(name);
    }
  });

  it('repairs a UTF-8 subject that was read as Latin-1, and leaves a real Latin-1 one as it is', () => {
    const subject = `${FILM} [1/63] - "x.rar" yEnc (1/2)`;
    expect(parsed(Buffer.from(subject, 'utf8').toString('latin1')).releaseName).toBe(FILM);
    expect(parsed(Buffer.from(subject, 'latin1').toString('latin1')).releaseName).toBe(FILM);
  });

  it('decodes RFC 2047 encoded words', () => {
    const b64 = Buffer.from('Das.Mädchen.vom.Moorhof', 'utf8').toString('base64');
    expect(parsed(`=?UTF-8?B?${b64}?= [1/2] - "x.rar" yEnc (1/2)`).releaseName).toBe(
      'Das.Mädchen.vom.Moorhof',
    );
    expect(parsed('=?ISO-8859-1?Q?Gro=DFstadtrevier_S34E05?= [1/2] - "x.rar" yEnc (1/2)').releaseName).toBe(
      'Großstadtrevier S34E05',
    );
  });

  it('composes a decomposed umlaut, so both spellings are one name', () => {
    const decomposed = 'Die.Fa\u0308lscher.2007';
    expect(parsed(`${decomposed} [1/2] - "x.rar" yEnc (1/2)`).releaseName).toBe('Die.Fälscher.2007');
  });
});

describe('parseSubject: obfuscated posts', () => {
  it('marks a release name that is only a hex string', () => {
    const hex = '3f9a0c6e1b7d4f2a8e5c0b9d6a3f1e7c';
    const s = parsed(`${hex} [1/5] - "${hex}.part1.rar" yEnc (1/40)`);
    expect([s.releaseName, s.obfuscated, s.fileKind, s.volumeNumber]).toEqual([hex, true, 'rar-volume', 1]);
  });

  it('marks a base62 file name as the only name', () => {
    const s = parsed('[2/5] - "Qm7Zr2Xw9LpK4vT8nB3d.7z.002" yEnc (1/40)');
    expect([s.releaseName, s.obfuscated, s.fileKind, s.volumeNumber]).toEqual([
      'Qm7Zr2Xw9LpK4vT8nB3d',
      true,
      '7z-volume',
      2,
    ]);
  });

  it('prefers a real file name over a random subject name', () => {
    const s = parsed(`Qm7Zr2Xw9LpK4vT8nB3dH6 [1/3] - "${EPISODE}.mkv" yEnc (1/40)`);
    expect([s.releaseName, s.obfuscated]).toEqual([EPISODE, false]);
  });

  it('keeps a real subject name when only the file names are random', () => {
    const s = parsed(`${FILM} [1/5] - "3f9a0c6e1b7d4f2a8e5c0b9d6a3f1e7c.part1.rar" yEnc (1/40)`);
    expect([s.releaseName, s.obfuscated]).toEqual([FILM, false]);
  });

  it('reads a subject that is only a random string and a counter', () => {
    const s = parsed('Qm7Zr2Xw9LpK4vT8nB3dH6 (12/40)');
    expect([s.releaseName, s.fileName, s.obfuscated, s.part]).toEqual([
      'Qm7Zr2Xw9LpK4vT8nB3dH6',
      null,
      true,
      12,
    ]);
  });
});
