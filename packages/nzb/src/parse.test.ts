import { describe, expect, it } from 'vitest';
import { NZB_DOCTYPE, parseNzb } from './index';
import { sampleNzb } from './testing';

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>\n${NZB_DOCTYPE}\n`;

function nzb(body: string, head = ''): string {
  return `${HEADER}<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">${head}${body}</nzb>`;
}

function file(attrs: string, segments: string, groups = '<group>alt.binaries.test</group>'): string {
  return `<file ${attrs}><groups>${groups}</groups><segments>${segments}</segments></file>`;
}

describe('parseNzb: realistic releases', () => {
  it('reads a generated multi-volume release with exact totals', () => {
    const xml = sampleNzb({ files: 30, segmentsPerFile: 300, segmentBytes: 768_000 });
    const doc = parseNzb(Buffer.from(xml));

    expect(doc.files).toHaveLength(30);
    expect(doc.segmentCount).toBe(9000);
    expect(doc.totalBytes).toBe(9000 * 768_000);
    expect(doc.groups).toEqual(['alt.binaries.hdtv.german', 'alt.binaries.movies.german']);
    expect(doc.poster).toBe('NZBKino <poster@nzbkino.invalid>');
    expect(doc.postedAt).toEqual(new Date('2024-03-01T12:00:00Z'));

    const first = doc.files[0]!;
    expect(first.fileName).toBe('der.film.2023.german.dl.1080p.bluray.x264-nzbkino.part01.rar');
    expect(first.bytes).toBe(300 * 768_000);
    expect(first.segments[0]).toMatchObject({ number: 1, bytes: 768_000 });
    expect(first.segments[0]!.messageId).toMatch(/^part1of300\.\w+\.f1@news\.nzbkino\.invalid$/);
    expect(new Set(doc.files.flatMap((f) => f.segments.map((s) => s.messageId))).size).toBe(9000);
    expect(doc.files[29]!.subject).toContain('[30/30]');
  });

  it('parses a 5 MB NZB quickly (no timing assertion, but it must not crawl)', () => {
    const xml = sampleNzb({ files: 100, segmentsPerFile: 520 });
    expect(xml.length).toBeGreaterThan(5_000_000);
    const doc = parseNzb(Buffer.from(xml));
    expect(doc.segmentCount).toBe(52_000);
  });

  it('sums uneven segments, picks the most common poster and the earliest date', () => {
    const xml = nzb(
      [
        file(
          'poster="b@x (B)" date="1700000600" subject="Rel - &quot;rel.nfo&quot; yEnc (1/1)"',
          '<segment bytes="1234" number="1">nfo@x</segment>',
        ),
        file(
          'poster="a@x (A)" date="1700000000" subject="Rel - &quot;rel.rar&quot; yEnc (1/2)"',
          '<segment bytes="768000" number="1">r1@x</segment><segment bytes="51234" number="2">r2@x</segment>',
          '<group>alt.binaries.z</group><group>alt.binaries.a</group><group>alt.binaries.z</group>',
        ),
        file(
          'poster="a@x (A)" date="1700000300" subject="Rel - &quot;rel.r00&quot; yEnc (1/1)"',
          '<segment bytes="10" number="1">r00@x</segment>',
        ),
      ].join('\n'),
    );
    const doc = parseNzb(xml);
    expect(doc.totalBytes).toBe(1234 + 768_000 + 51_234 + 10);
    expect(doc.files.map((f) => f.bytes)).toEqual([1234, 819_234, 10]);
    expect(doc.poster).toBe('a@x (A)');
    expect(doc.postedAt).toEqual(new Date(1_700_000_000_000));
    expect(doc.files[1]!.groups).toEqual(['alt.binaries.z', 'alt.binaries.a']);
    expect(doc.groups).toEqual(['alt.binaries.a', 'alt.binaries.test', 'alt.binaries.z']);
  });
});

describe('parseNzb: document shapes', () => {
  it('reads a single file with a single segment (no arrays in the XML)', () => {
    const doc = parseNzb(
      '<nzb><file poster="p" date="1600000000" subject="s"><groups><group>g</group></groups>' +
        '<segments><segment bytes="42" number="1">only@one</segment></segments></file></nzb>',
    );
    expect(doc.files).toHaveLength(1);
    expect(doc.files[0]).toEqual({
      subject: 's',
      poster: 'p',
      date: new Date(1_600_000_000_000),
      groups: ['g'],
      segments: [{ number: 1, bytes: 42, messageId: 'only@one' }],
      segmentCount: 1,
      bytes: 42,
      fileName: null,
    });
    expect(doc.segmentCount).toBe(1);
    expect(doc.meta).toEqual({});
  });

  it('with segments: false validates every segment, counts them and keeps none', () => {
    const big = sampleNzb({ files: 7, segmentsPerFile: 120 });
    const full = parseNzb(big);
    const lean = parseNzb(big, { segments: false });
    expect(lean.files.every((f) => f.segments.length === 0)).toBe(true);
    expect(lean.files.map((f) => [f.segmentCount, f.bytes])).toEqual(
      full.files.map((f) => [f.segments.length, f.bytes]),
    );
    const { files: _full, ...fullAggregates } = full;
    const { files: _lean, ...leanAggregates } = lean;
    expect(leanAggregates).toEqual(fullAggregates);
    expect(lean.segmentCount).toBe(7 * 120);
    // Off the fast path (attributes in odd order, a bracketed id) the same holds.
    const odd = nzb(
      file(
        'poster="p" date="1" subject="s"',
        '<segment number = "1" bytes="10"><![CDATA[<x@y>]]></segment>',
      ) + file('poster="p" date="1" subject="t"', '<segment bytes="5" number="1">\n a@b \n</segment>'),
    );
    expect(parseNzb(odd, { segments: false })).toMatchObject({ totalBytes: 15, segmentCount: 2 });
    // A broken segment is still refused.
    const broken = nzb(
      file('poster="p" date="1" subject="s"', '<segment bytes="x" number="1">a@b</segment>'),
    );
    expect(() => parseNzb(broken, { segments: false })).toThrow(/invalid "bytes"/);
    expect(() => parseNzb(nzb(file('poster="p" date="1" subject="s"', '')), { segments: false })).toThrow(
      /no segments/,
    );
  });

  it('reads meta title, password, tag and category; first of a type wins, types are lowercased', () => {
    const head =
      '<head><meta type="title">Der Film (2023)</meta><meta type="Password">geheim&amp;sicher</meta>' +
      '<meta type="password">second</meta><meta type="tag">HD</meta><meta type="category">Filme &gt; HD</meta>' +
      '<meta type="x-custom">1</meta><meta>untyped</meta><meta type="__proto__">no</meta></head>';
    const doc = parseNzb(
      nzb(file('poster="p" date="1" subject="s"', '<segment bytes="1" number="1">a@b</segment>'), head),
    );
    expect(doc.meta).toEqual({
      title: 'Der Film (2023)',
      password: 'geheim&sicher',
      tag: 'HD',
      category: 'Filme > HD',
      'x-custom': '1',
    });
    expect(Object.getPrototypeOf(doc.meta)).toBe(Object.prototype);
  });

  it('decodes the predefined entities and numeric references in subjects', () => {
    const subject = 'Tom &amp; Jerry &lt;&gt; &apos;Gr&#252;&#xDF;e&apos; &quot;t&amp;j.mkv&quot; yEnc';
    const doc = parseNzb(
      nzb(
        file(
          `poster="a &lt;b@c&gt;" date="1" subject="${subject}"`,
          '<segment bytes="1" number="1">a@b</segment>',
        ),
      ),
    );
    const parsed = doc.files[0]!;
    expect(parsed.subject).toBe('Tom & Jerry <> \'Grüße\' "t&j.mkv" yEnc');
    expect(parsed.fileName).toBe('t&j.mkv');
    expect(parsed.poster).toBe('a <b@c>');
  });

  it('replaces references to characters XML forbids instead of decoding them', () => {
    const doc = parseNzb(
      nzb(
        file('poster="p" date="1" subject="a&#0;b&#xD800;c"', '<segment bytes="1" number="1">a@b</segment>'),
      ),
    );
    expect(doc.files[0]!.subject).toBe('a\uFFFDb\uFFFDc');
  });

  it('accepts a UTF-8 BOM in a buffer and in a string', () => {
    const xml = nzb(
      file('poster="p" date="1" subject="Grüße"', '<segment bytes="1" number="1">a@b</segment>'),
    );
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]);
    expect(parseNzb(withBom).files[0]!.subject).toBe('Grüße');
    expect(parseNzb(`\uFEFF${xml}`).files[0]!.subject).toBe('Grüße');
  });

  it('accepts UTF-16 with BOM and honours a declared ISO-8859-1 encoding', () => {
    const body = file(
      'poster="p" date="1" subject="Schöne Grüße"',
      '<segment bytes="1" number="1">a@b</segment>',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<nzb>${body}</nzb>`, 'utf16le')]);
    expect(parseNzb(utf16).files[0]!.subject).toBe('Schöne Grüße');

    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?><nzb>${body}</nzb>`, 'latin1');
    expect(parseNzb(latin1).files[0]!.subject).toBe('Schöne Grüße');
  });

  it('handles CDATA, comments, whitespace and bracketed message-ids', () => {
    const segments = `
      <!-- reposted -->
      <segment bytes=" 100 " number="1">
        <![CDATA[cdata&id@host]]>
      </segment>
      <segment number='2' bytes='200'>&lt;bracketed@host&gt;</segment>
      <segment bytes="300" number="3"/>`;
    const xml = nzb(file('poster="p" date="1" subject="s"', segments)).replace(
      '<segment bytes="300" number="3"/>',
      '<segment bytes="300" number="3">\n\tplain@host\n</segment>',
    );
    const doc = parseNzb(xml);
    expect(doc.files[0]!.segments).toEqual([
      { number: 1, bytes: 100, messageId: 'cdata&id@host' },
      { number: 2, bytes: 200, messageId: 'bracketed@host' },
      { number: 3, bytes: 300, messageId: 'plain@host' },
    ]);
  });

  it('keeps segments in document order and a missing or bad date as null', () => {
    const doc = parseNzb(
      nzb(
        file(
          'poster="" subject="s"',
          '<segment bytes="2" number="2">b@x</segment><segment bytes="1" number="1">a@x</segment>',
        ) + file('poster="" date="yesterday" subject="t"', '<segment bytes="1" number="1">c@x</segment>'),
      ),
    );
    expect(doc.files[0]!.segments.map((s) => s.number)).toEqual([2, 1]);
    expect(doc.files.map((f) => f.date)).toEqual([null, null]);
    expect(doc.postedAt).toBeNull();
    expect(doc.poster).toBeNull();
  });

  it('accepts the NZB 1.0 DOCTYPE and a bare one', () => {
    const body = `<nzb>${file('poster="p" date="1" subject="s"', '<segment bytes="1" number="1">a@b</segment>')}</nzb>`;
    const v10 = `<!DOCTYPE nzb PUBLIC "-//newzBin//DTD NZB 1.0//EN" "http://www.newzbin.com/DTD/nzb/nzb-1.0.dtd">`;
    expect(parseNzb(`${v10}\n${body}`).segmentCount).toBe(1);
    expect(parseNzb(`<!DOCTYPE nzb>${body}`).segmentCount).toBe(1);
  });
});
