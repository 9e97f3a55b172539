import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeHeaderText } from './nntp-header-text';
import { overviewFormatFrom, parseOverviewLine, parseXref } from './nntp-overview';

const line = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from('\t'), Buffer.from(p)] : [Buffer.from(p)])));

const standard = (subject: string | Buffer, extra: string[] = ['Xref: news.test alt.binaries.test:42']) =>
  line(
    '42',
    subject,
    'Poster <p@test>',
    'Sat, 6 Dec 2025 22:42:00 +0100 (CET)',
    '<part1of3.abc@nzbkino.test>',
    '',
    '396841',
    '3051',
    ...extra,
  );

describe('parseOverviewLine', () => {
  it('reads the RFC 3977 fields', () => {
    expect(parseOverviewLine(standard('Film.2024.German [01/12] - "film.part01.rar" yEnc (1/3)'))).toEqual({
      number: 42,
      subject: 'Film.2024.German [01/12] - "film.part01.rar" yEnc (1/3)',
      from: 'Poster <p@test>',
      date: new Date('2025-12-06T21:42:00Z'),
      dateText: 'Sat, 6 Dec 2025 22:42:00 +0100 (CET)',
      messageId: '<part1of3.abc@nzbkino.test>',
      references: '',
      bytes: 396841,
      lines: 3051,
      xref: 'news.test alt.binaries.test:42',
    });
  });

  it('decodes umlauts posted as UTF-8, as Latin-1 and as encoded words', () => {
    const utf8 = parseOverviewLine(standard(Buffer.from('Die.Ärzte.Über.Größe', 'utf8')));
    const latin1 = parseOverviewLine(standard(Buffer.from('Die.Ärzte.Über.Größe', 'latin1')));
    expect(utf8?.subject).toBe('Die.Ärzte.Über.Größe');
    expect(latin1?.subject).toBe('Die.Ärzte.Über.Größe');
    expect(Buffer.from('Ä', 'latin1')).toEqual(Buffer.from([0xc4]));
    expect(parseOverviewLine(standard('=?UTF-8?B?w4RyemU=?= =?ISO-8859-1?Q?=FCber_alles?='))?.subject).toBe(
      'Ärzeüber alles',
    );
  });

  it('reads the Windows-1252 quotes and euro sign Latin-1 posters send', () => {
    expect(decodeHeaderText(Buffer.from([0x84, 0x41, 0x93, 0x20, 0x80]))).toBe('„A“ €');
  });

  it('keeps a 10 KB subject whole', () => {
    const subject = `Release ${'x'.repeat(10_000)}`;
    expect(parseOverviewLine(standard(subject))?.subject).toBe(subject);
  });

  it('returns null for lines that cannot describe an article, and never throws', () => {
    expect(parseOverviewLine(Buffer.from(''))).toBeNull();
    expect(parseOverviewLine(Buffer.from('junk without tabs'))).toBeNull();
    expect(parseOverviewLine(line('x42', 's', 'f', 'd', '<m@x>', '', '1', '1'))).toBeNull();
    expect(parseOverviewLine(line('42', 's', 'f', 'd', '<m@x>', '', '1'))).toBeNull(); // too few fields
    expect(parseOverviewLine(line('42', 's', 'f', 'd', '', '', '1', '1'))).toBeNull(); // no message-id
    expect(parseOverviewLine(line('42', 's', 'f', 'd', '<m@x>', '', 'many', '1'))).toBeNull();
    for (let i = 0; i < 2000; i++) {
      const bytes = randomBytes(1 + (i % 200));
      if (i % 3 === 0) bytes[2 % bytes.length] = 0x09;
      expect(() => parseOverviewLine(bytes)).not.toThrow();
    }
  });

  it('tolerates what servers leave out: empty counts, no Xref, an unreadable date', () => {
    const entry = parseOverviewLine(line('7', 's', 'f', 'kein Datum', '<m@x>', '', '', ''));
    expect(entry).toMatchObject({
      number: 7,
      bytes: 0,
      lines: 0,
      xref: '',
      date: null,
      dateText: 'kein Datum',
    });
  });

  it('honours LIST OVERVIEW.FMT: legacy names, and extra fields in another order', () => {
    const format = overviewFormatFrom([
      'Subject:',
      'From:',
      'Date:',
      'Message-ID:',
      'References:',
      'Bytes:',
      'Lines:',
      'Newsgroups:full',
      'Xref:full',
    ]);
    const entry = parseOverviewLine(
      standard('s', [
        'Newsgroups: alt.binaries.test,alt.binaries.de',
        'Xref: news.test alt.binaries.test:42',
      ]),
      format,
    );
    expect(entry?.xref).toBe('news.test alt.binaries.test:42');
    // An Xref the format does not announce is still recognised by its name.
    const unannounced = overviewFormatFrom([
      'Subject:',
      'From:',
      'Date:',
      'Message-ID:',
      'References:',
      ':bytes',
      ':lines',
    ]);
    expect(parseOverviewLine(standard('s'), unannounced)?.xref).toBe('news.test alt.binaries.test:42');
  });
});

describe('parseXref', () => {
  it('lists the groups and numbers of a cross-post', () => {
    expect(parseXref('news.test alt.binaries.test:42 alt.binaries.german:7')).toEqual([
      { group: 'alt.binaries.test', number: 42 },
      { group: 'alt.binaries.german', number: 7 },
    ]);
    expect(parseXref('')).toEqual([]);
  });
});
