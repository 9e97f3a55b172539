import { describe, expect, it } from 'vitest';
import { headersOfChunk } from './header-lines';

const GROUP = 'alt.binaries.german.filme';
const line = (n: number, subject: string, extra: { from?: string; xref?: string; bytes?: string } = {}) =>
  Buffer.from(
    [
      n,
      subject,
      extra.from ?? 'Kinofreund <kino@example.invalid>',
      'Sun, 06 Dec 2026 10:00:00 +0000',
      `<a${n}@example.invalid>`,
      '',
      extra.bytes ?? '716800',
      '5500',
      extra.xref ?? `Xref: news ${GROUP}:${n}`,
    ].join('\t'),
    'utf8',
  );
const film = 'Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS';
const part = (file: number, p: number) =>
  `${film} [${String(file).padStart(2, '0')}/12] - "${film}.part${String(file).padStart(2, '0')}.rar" yEnc (${p}/40)`;

describe('overview lines into header records', () => {
  it('gives every part of a file its own number, the same file and collection, umlauts untouched', () => {
    const { records, skipped, missing } = headersOfChunk(
      [line(1, part(1, 1)), line(2, part(1, 2)), line(3, part(1, 40)), line(4, part(2, 7))],
      GROUP,
      1,
      4,
    );
    expect(skipped).toBe(0);
    expect(missing).toEqual([]);
    expect(records.map((r) => [r.part, r.partTotal, r.fileName, r.fileIndex])).toEqual([
      [1, 40, `${film}.part01.rar`, 1],
      [2, 40, `${film}.part01.rar`, 1],
      [40, 40, `${film}.part01.rar`, 1],
      [7, 40, `${film}.part02.rar`, 2],
    ]);
    expect(new Set(records.map((r) => r.key)).size).toBe(1);
    expect(records[0]).toMatchObject({
      name: film,
      fileTotal: 12,
      messageId: 'a1@example.invalid',
      bytes: 716800,
    });
  });

  it('keeps the posts of two posters apart, and lists every group of a cross-post', () => {
    const { records } = headersOfChunk(
      [
        line(1, part(1, 1)),
        line(2, part(1, 1), { from: 'Jemand anderes <x@example.invalid>' }),
        line(3, part(1, 2), { xref: `Xref: news ${GROUP}:3 alt.binaries.test:99` }),
      ],
      GROUP,
      1,
      3,
    );
    expect(records[0]!.key).not.toBe(records[1]!.key);
    expect(records[2]!.groups).toEqual(['alt.binaries.german.filme', 'alt.binaries.test']);
  });

  it('counts text posts, broken lines and absurd claims as skipped, cuts a 10 KB subject, and the numbers not listed as missing', () => {
    const { records, skipped, missing } = headersOfChunk(
      [
        line(1, 'Re: Frage zum Film'),
        Buffer.from('kaputt\tohne\tFelder'),
        line(3, `${'x'.repeat(10_000)} yEnc (1/2)`),
        line(4, part(1, 1), { bytes: 'viel' }),
        line(5, `${film} [01/12] - "${film}.part01.rar" yEnc (1/999999)`),
        line(8, part(3, 3)),
      ],
      GROUP,
      1,
      9,
    );
    // A 10 KB subject is a post all the same; the grammar keeps its name to 300 characters.
    expect(records.map((r) => [r.article, r.name.length])).toEqual([
      [3, 300],
      [8, film.length],
    ]);
    expect(skipped).toBe(4);
    expect(missing).toEqual([2, 6, 7, 9]);
  });
});
