import { describe, expect, it } from 'vitest';
import { DecodedText, decodeNzb } from './decode';
import { NzbParseError, parseNzb } from './index';
import { MAX_ATTRIBUTES, MAX_DEPTH, MAX_TAG_LENGTH } from './limits';
import { sampleNzb } from './testing';

const SEGMENT = '<segment bytes="100" number="1">a@b</segment>';
const FILE = `<file poster="p" date="1" subject="s"><groups><group>g</group></groups><segments>${SEGMENT}</segments></file>`;

function errorOf(input: Buffer | string): NzbParseError {
  try {
    parseNzb(input);
  } catch (error) {
    if (error instanceof NzbParseError) return error;
    throw error;
  }
  throw new Error('expected parseNzb to throw');
}

function segmentsOf(segments: string) {
  return parseNzb(`<nzb><file subject="s"><segments>${segments}</segments></file></nzb>`).files[0]!.segments;
}

describe('parseNzb names the XML problem and where it is', () => {
  it.each([
    [
      'a mismatched end tag, with where the open one started',
      `<nzb>\n  <file subject="s">\n  </segments>`,
      /closing tag <\/segments> does not match <file> \(opened at line 2, column 3\)/,
      { line: 3, column: 3 },
    ],
    [
      'the elements left open at the end',
      `<nzb>\n<file subject="s">\n<segments>${SEGMENT}`,
      /truncated or unbalanced: the document ends .* with <nzb>, <file>, <segments> still open/,
      { line: 3, column: 56 },
    ],
    [
      'a tag cut off',
      `<nzb>\n${FILE}\n<file subject="s`,
      /truncated: the tag <file> starting at line 3, column 1/,
      { line: 3, column: 1 },
    ],
    [
      'text after the root',
      `<nzb>${FILE}</nzb>\nmore`,
      /text after the end of the root element/,
      { line: 2, column: 1 },
    ],
    ['a second root', `<nzb>${FILE}</nzb><nzb/>`, /a second root element <nzb>/, '<nzb/>'],
    [
      '"<" in an attribute value',
      '<nzb><file subject="a<b"/></nzb>',
      /"<" is not allowed in an attribute value/,
      '<b',
    ],
    [
      'a bare "&" in an attribute value',
      '<nzb><file subject="Tom & Jerry"/></nzb>',
      /"&" in an attribute value/,
      '&',
    ],
    ['a bare "&" in text', `<nzb>${FILE.replace('>g<', '>a & b<')}</nzb>`, /"&" in text/, '&'],
    [
      'a duplicate attribute',
      '<nzb><file date="1" date="2"/></nzb>',
      /attribute "date" appears twice in tag <file>/,
      'date',
    ],
    ['an invalid element name', '<nzb><1file/></nzb>', /"<" is not followed by an element name/, '<1'],
    [
      'attributes without space',
      `<nzb><file subject="s"poster="p"/></nzb>`,
      /separated by whitespace/,
      'poster',
    ],
    [
      'an unquoted value',
      '<nzb><file subject=s/></nzb>',
      /value of attribute "subject" in <file> is not quoted/,
      's/',
    ],
    [
      'a processing instruction',
      `<nzb><?php echo 1 ?>${FILE}</nzb>`,
      /processing instructions are not allowed in an NZB \(found <\?php…\?>\)/,
      '<?php',
    ],
    [
      'a late XML declaration',
      `\n<?xml version="1.0"?><nzb>${FILE}</nzb>`,
      /XML declaration is only allowed at the very start/,
      { line: 2, column: 1 },
    ],
    [
      'a broken XML declaration',
      `<?xml version="1.0" encoding="UTF-8""?><nzb>${FILE}</nzb>`,
      /in the XML declaration/,
      '"?>',
    ],
    [
      'an unknown declaration',
      `<nzb><!ELEMENT nzb ANY>${FILE}</nzb>`,
      /unknown markup declaration "<!ELEMENT nz"/,
      '<!ELEMENT',
    ],
    [
      'a DOCTYPE after the root',
      `<nzb>${FILE}</nzb><!DOCTYPE nzb>`,
      /DOCTYPE declaration must come before the root element/,
      '<!DOCTYPE',
    ],
    [
      'CDATA outside the root',
      `<![CDATA[x]]><nzb>${FILE}</nzb>`,
      /CDATA section outside the root element/,
      '<![CDATA[',
    ],
    [
      'an unclosed comment',
      `<nzb>\n<!-- ${FILE}`,
      /truncated: a comment starting at line 2, column 1 is never closed/,
      { line: 2, column: 1 },
    ],
  ])('%s', (_name, xml, message, position) => {
    const error = errorOf(xml);
    expect(error.code).toBe('MALFORMED');
    expect(error.message).toMatch(message);
    // A string stands for the offending text, at its last occurrence in a one-line document.
    expect(error.position).toEqual(
      typeof position === 'string' ? { line: 1, column: xml.lastIndexOf(position) + 1 } : position,
    );
  });

  it('keeps hostile names out of messages', () => {
    const error = errorOf(`<nzb>${FILE}</${'n'.repeat(10_000)}>`);
    expect(error.code).toBe('MALFORMED');
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('parseNzb keeps the order in which problems were reported', () => {
  const broken = `<nzb><file subject=s>${FILE}`;

  it('entity declarations, anywhere, outrank an earlier XML error', () => {
    expect(errorOf(`${broken}<!-- <!ENTITY x "y"> --></nzb>`).code).toBe('ENTITIES_FORBIDDEN');
    expect(errorOf(`${broken}<![CDATA[<!doctype html>]]></nzb>`).code).toBe('ENTITIES_FORBIDDEN');
  });

  it('NUL bytes anywhere outrank an earlier XML error', () => {
    expect(errorOf(`${broken}\u0000</nzb>`).code).toBe('NOT_XML');
  });

  it('XML errors anywhere outrank NZB rule violations', () => {
    const badSegment = FILE.replace('number="1"', 'number="x"');
    expect(errorOf(`<nzb>${badSegment}</nzb>`).code).toBe('INVALID_SEGMENT');
    expect(errorOf(`<nzb>${badSegment}${FILE}</nzb><junk/>`).code).toBe('MALFORMED');
    expect(errorOf(`<nzb><file subject="empty"/>${FILE}<file a="1" a="2"/></nzb>`).code).toBe('MALFORMED');
  });

  it('a foreign root the prolog check cannot name is reported after XML errors', () => {
    expect(errorOf(`<html><body>${FILE}</body></html>`).code).toBe('NOT_NZB');
    expect(errorOf('<:x/>').code).toBe('NOT_NZB');
    expect(errorOf('<ñ:file subject="s"/>').code).toBe('NOT_NZB');
    expect(errorOf('<:x><a></b></:x>').code).toBe('MALFORMED');
    expect(errorOf('<:?xml ver').code).toBe('MALFORMED');
  });

  it('an entity declared in a comment is refused even in an otherwise good NZB', () => {
    expect(errorOf(`<nzb><!-- <!entity x "y"> -->${FILE}</nzb>`).code).toBe('ENTITIES_FORBIDDEN');
    expect(errorOf(`<!DOCTYPE nzb><nzb><!-- <!DOCTYPE nzb> -->${FILE}</nzb>`).code).toBe(
      'ENTITIES_FORBIDDEN',
    );
  });
});

describe('parseNzb limits the shape of a document', () => {
  it(`refuses more than ${MAX_ATTRIBUTES} attributes on a tag`, () => {
    const attributes = Array.from({ length: MAX_ATTRIBUTES + 1 }, (_, i) => `a${i}="1"`).join(' ');
    expect(errorOf(`<nzb ${attributes}>${FILE}</nzb>`).message).toMatch(/more than 32 attributes/);
    const allowed = Array.from({ length: MAX_ATTRIBUTES }, (_, i) => `a${i}="1"`).join(' ');
    expect(parseNzb(`<nzb ${allowed}>${FILE}</nzb>`).segmentCount).toBe(1);
  });

  it(`refuses tags over ${MAX_TAG_LENGTH} characters, even with valid attributes`, () => {
    expect(errorOf(`<nzb x="${'a'.repeat(MAX_TAG_LENGTH)}">${FILE}</nzb>`).message).toMatch(
      /tag longer than 16384/,
    );
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels, but not empty elements at the limit`, () => {
    const nest = (n: number, inner: string) => '<x>'.repeat(n) + inner + '</x>'.repeat(n);
    expect(parseNzb(`<nzb>${FILE}${nest(MAX_DEPTH - 1, '<leaf/>')}</nzb>`).segmentCount).toBe(1);
    const error = errorOf(`<nzb>${FILE}${nest(MAX_DEPTH, '')}</nzb>`);
    expect(error.message).toMatch(/deeper than 16 levels/);
  });
});

describe('parseNzb reads values as the previous reader did', () => {
  it('normalises line breaks before decoding references, trims before decoding', () => {
    const doc = parseNzb(
      `<nzb><file subject=" a\r\nb\rc&#13;d " poster=" &#32;x " date="\n1700000000\n">` +
        `<groups><group> g\r\n1 </group></groups><segments>${SEGMENT}</segments></file></nzb>`,
    );
    expect(doc.files[0]).toMatchObject({ subject: 'a\nb\nc\rd', poster: ' x', groups: ['g\n1'] });
    expect(doc.files[0]!.date).toEqual(new Date(1_700_000_000_000));
  });

  it('reads counts with leading zeros, up to 2^32 - 1, in ten digits at most', () => {
    expect(segmentsOf('<segment bytes="007" number="0000000001">a@b</segment>')).toEqual([
      { number: 1, bytes: 7, messageId: 'a@b' },
    ]);
    expect(segmentsOf('<segment bytes="4294967295" number="1">a@b</segment>')[0]!.bytes).toBe(2 ** 32 - 1);
    expect(
      errorOf(
        `<nzb><file><segments><segment bytes="4294967296" number="1">a@b</segment></segments></file></nzb>`,
      ).code,
    ).toBe('INVALID_SEGMENT');
    expect(
      errorOf(
        `<nzb><file><segments><segment bytes="00000000001" number="1">a@b</segment></segments></file></nzb>`,
      ).code,
    ).toBe('INVALID_SEGMENT');
  });

  it('reads unusual but valid segments the same as ordinary ones', () => {
    const expected = [{ number: 2, bytes: 700, messageId: 'x.y@z' }];
    for (const segment of [
      '<segment bytes="700" number="2">x.y@z</segment>',
      '<segment number="2" bytes="700">x.y@z</segment>',
      "<segment bytes='700' number='2'>x.y@z</segment>",
      '<segment  bytes = "700"\n number="2" >x.y@z</segment >',
      '<segment bytes="700" number="2" extra="1">x.y@z</segment>',
      '<segment bytes="700" number="2"> x.y@z\n</segment>',
      '<segment bytes="700" number="2">x.y&#64;z</segment>',
      '<segment bytes="700" number="2"><![CDATA[x.y@z]]></segment>',
      '<segment bytes="700" number="2">&lt;x.y@z&gt;</segment>',
      '<n:segment bytes="700" n:number="2">x.y@z</n:segment>',
    ]) {
      expect(segmentsOf(segment), segment).toEqual(expected);
    }
  });

  it('reads a message-id and a subject that straddle a 32 Ki piece boundary', () => {
    const xml = sampleNzb({ files: 2, segmentsPerFile: 8 });
    const plain = parseNzb(xml);
    for (const target of [
      xml.indexOf('@news', xml.lastIndexOf('<segment ')),
      xml.lastIndexOf('.part02.rar'),
    ]) {
      const padding = 32 * 1024 - target - '<!---->'.length;
      const prolog = xml.indexOf('?>') + 2;
      const padded = Buffer.from(`${xml.slice(0, prolog)}<!--${' '.repeat(padding)}-->${xml.slice(prolog)}`);
      expect(parseNzb(padded)).toEqual(plain);
    }
  });
});

describe('DecodedText', () => {
  const text = Array.from({ length: 5000 }, (_, i) => `line ${i} <x>&amp;</x>\n`).join('');
  const bytes = Buffer.from(text);

  it('cuts ASCII uploads into pieces and slices across them like a string', () => {
    const decoded = decodeNzb(bytes);
    expect(decoded.codes).toBe(bytes);
    expect(decoded.length).toBe(text.length);
    for (const [start, end] of [
      [0, 10],
      [32_760, 32_780],
      [32_768, 32_769],
      [10, 70_000],
      [65_530, 98_310],
      [text.length - 5, text.length],
      [5, 5],
    ] as const) {
      expect(decoded.slice(start, end)).toBe(text.slice(start, end));
    }
    expect(decoded.toString()).toBe(text);
    expect(decoded.indexOf('&', 32_767)).toBe(text.indexOf('&', 32_767));
    expect(decoded.indexOf('#', 0)).toBe(text.length);
  });

  it('keeps other texts whole, with UTF-16 code units', () => {
    const source = 'Grüße 😀 <x/>';
    const decoded = DecodedText.of(source);
    expect(decoded.codes).toBeInstanceOf(Uint16Array);
    expect(Array.from(decoded.codes)).toEqual(
      Array.from({ length: source.length }, (_, i) => source.charCodeAt(i)),
    );
    expect(decoded.slice(6, 8)).toBe('😀');
    expect(decodeNzb(Buffer.from('<nzb>Grüße</nzb>')).codes).toBeInstanceOf(Uint16Array);
  });

  it('decodes like the byte decoder, and refuses the same encodings', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><nzb>Gr\u00fc\u00dfe</nzb>',
      'latin1',
    );
    expect(decodeNzb(latin1).toString()).toContain('Grüße');
    expect(() => decodeNzb(Buffer.from('<?xml version="1.0" encoding="x-made-up"?><nzb/>'))).toThrow(
      /Unsupported document encoding/,
    );
  });
});
