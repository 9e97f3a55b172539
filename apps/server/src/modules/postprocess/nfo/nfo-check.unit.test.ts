import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeCp437 } from '../../nfo/cp437';
import { checkNfo } from './nfo-check';

/** The CP437 bytes of the characters these NFOs use (umlauts, box drawing, shades, arrows). */
const CP437: Record<string, number> = {
  ä: 0x84, ö: 0x94, ü: 0x81, Ä: 0x8e, Ö: 0x99, Ü: 0x9a, ß: 0xe1,
  '░': 0xb0, '▒': 0xb1, '▓': 0xb2, '█': 0xdb, '║': 0xba, '═': 0xcd,
  '╔': 0xc9, '╗': 0xbb, '╚': 0xc8, '╝': 0xbc, '►': 0x10, '◄': 0x11,
}; // prettier-ignore

function cp437(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => {
      if (c.charCodeAt(0) < 0x80) return c.charCodeAt(0);
      if (CP437[c] === undefined) throw new Error(`no CP437 byte for ${c}`);
      return CP437[c];
    }),
  );
}

const ART = [
  '╔══════════════════════════════════════════╗',
  '║ ░▒▓█  D E R   B Ä R   ( 2 0 2 4 )  █▓▒░  ║',
  '╚══════════════════════════════════════════╝',
];

const MOVIE_NFO = cp437(
  [
    ...ART,
    '',
    ' ► Titel ......: Der Bär',
    ' ► Größe ......: 8,21 GB',
    ' ► Sprache ....: Deutsch, Englisch',
    ' ► IMDb .......: https://www.imdb.com/title/tt0111161/',
    ' ► TMDb .......: https://www.themoviedb.org/movie/278-die-verurteilten',
    ' ► Auch: tt0111161 (doppelt) und tt10872600',
    '',
    ' Grüße an alle Übermütigen, die das lesen! ◄',
    '\x1a',
  ].join('\r\n'),
);

function refusal(bytes: Uint8Array, maxBytes?: number) {
  const check = checkNfo(bytes, maxBytes === undefined ? {} : { maxBytes });
  if (check.ok) throw new Error('accepted');
  return check;
}

describe('checkNfo', () => {
  it('accepts a CP437 NFO with box-drawing art, umlauts and arrow glyphs, and finds its ids', () => {
    const check = checkNfo(MOVIE_NFO);
    expect(check).toEqual({
      ok: true,
      ids: {
        imdb: ['tt0111161', 'tt10872600'],
        tmdbMovies: [278],
        tmdbShows: [],
        tvdb: [],
        tvdbSlugs: [],
        tvmaze: [],
      },
    });
    expect(decodeCp437(MOVIE_NFO)).toContain('Größe ......: 8,21 GB');
  });

  it('accepts a UTF-8 text file and a Latin-1 one', () => {
    expect(
      checkNfo(Buffer.from('Für Übermütige: https://www.tvmaze.com/shows/82/game-of-thrones\n')).ok,
    ).toBe(true);
    expect(checkNfo(Buffer.from('Grüße aus Köln\n', 'latin1')).ok).toBe(true);
  });

  it('refuses an NFO over the limit and says so, reading nothing but its length', () => {
    const touched: PropertyKey[] = [];
    const fifty = new Proxy(new Uint8Array(50 * 1024 * 1024), {
      get(target, key) {
        touched.push(key);
        if (key !== 'length') throw new Error(`read ${String(key)}`);
        return target.length;
      },
    });
    expect(refusal(fifty)).toEqual({
      ok: false,
      reason: 'too_large',
      message:
        'Die NFO-Datei ist mit 52428800 Bytes größer als die Grenze von 262144 Bytes und wird nicht gespeichert.',
    });
    expect(new Set(touched)).toEqual(new Set(['length']));
    expect(refusal(MOVIE_NFO, 100).reason).toBe('too_large');
    expect(checkNfo(Buffer.alloc(256 * 1024, 0x41)).ok).toBe(true);
  });

  it('refuses a program, an archive, an image and a video posted as .nfo', () => {
    const exe = Buffer.alloc(512);
    exe.write('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1');
    exe.write('This program cannot be run in DOS mode.', 78);
    const cases: [Buffer, string][] = [
      [exe, 'executable'],
      [Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), randomBytes(100)]), 'executable'],
      [Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), randomBytes(100)]), 'archive'],
      [Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(100)]), 'archive'],
      [Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), randomBytes(100)]), 'archive'],
      [Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(100)]), 'image'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100)]), 'image'],
      [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(100)]), 'media'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), 'document'],
    ];
    for (const [bytes, hint] of cases) {
      expect(refusal(bytes), hint).toMatchObject({
        reason: 'binary',
        hint,
        message: expect.stringMatching(/kein Text/),
      });
    }
  });

  it('refuses binary without a signature: NUL bytes or a high share of control bytes', () => {
    const withNul = Buffer.concat([MOVIE_NFO, Buffer.from([0]), MOVIE_NFO]);
    expect(refusal(withNul)).toMatchObject({ hint: 'nul', message: expect.stringMatching(/Null-Bytes/) });
    const noisy = Buffer.from(randomBytes(20_000).map((b) => b || 1));
    expect(refusal(noisy).hint).toBe('control_bytes');
  });

  it('keeps a text starting with "MZ" that is no program, and refuses an empty file', () => {
    expect(checkNfo(Buffer.from('MZ-Crew präsentiert: Der Bär\r\n', 'latin1')).ok).toBe(true);
    expect(refusal(Buffer.alloc(0)).reason).toBe('empty');
    expect(refusal(Buffer.from(' \r\n\r\n\t ')).message).toBe('Die NFO-Datei ist leer.');
  });
});
