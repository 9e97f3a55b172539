import { describe, expect, it } from 'vitest';
import { NzbParseError, parseNzb } from './index';
import type { NzbParseErrorCode } from './index';
import { sampleNzb } from './testing';

function codeOf(input: Buffer | string, options?: { maxBytes?: number }): NzbParseErrorCode | 'no error' {
  try {
    parseNzb(input, options);
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(NzbParseError);
    return (error as NzbParseError).code;
  }
}

function errorOf(input: Buffer | string): NzbParseError {
  try {
    parseNzb(input);
  } catch (error) {
    if (error instanceof NzbParseError) return error;
    throw error;
  }
  throw new Error('expected parseNzb to throw');
}

const SEGMENT = '<segment bytes="100" number="1">a@b</segment>';
const FILE = `<file poster="p" date="1" subject="s"><groups><group>g</group></groups><segments>${SEGMENT}</segments></file>`;

describe('parseNzb refuses entity tricks (ENTITIES_FORBIDDEN)', () => {
  it('billion laughs', () => {
    const lolz = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');
    expect(codeOf(lolz)).toBe('ENTITIES_FORBIDDEN');
  });

  it('XXE with a SYSTEM entity, also inside an nzb', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE nzb [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><nzb><file poster="&xxe;" date="1" subject="s"><segments>${SEGMENT}</segments></file></nzb>`;
    expect(codeOf(xxe)).toBe('ENTITIES_FORBIDDEN');
  });

  it.each([
    ['external DTD', `<!DOCTYPE nzb SYSTEM "http://evil.example/x.dtd"><nzb>${FILE}</nzb>`],
    ['foreign public id', `<!DOCTYPE nzb PUBLIC "-//evil//EN" "file:///etc/passwd"><nzb>${FILE}</nzb>`],
    ['internal subset without entities', `<!DOCTYPE nzb [ <!ELEMENT nzb ANY> ]><nzb>${FILE}</nzb>`],
    [
      'parameter entity',
      `<!DOCTYPE nzb [<!ENTITY % p SYSTEM "http://evil.example/p">%p;]><nzb>${FILE}</nzb>`,
    ],
    ['lowercase entity declaration after the root', `<nzb>${FILE}</nzb><!entity x "y">`],
    ['two DOCTYPEs', `<!DOCTYPE nzb><!DOCTYPE nzb><nzb>${FILE}</nzb>`],
  ])('%s', (_name, xml) => {
    expect(codeOf(xml)).toBe('ENTITIES_FORBIDDEN');
  });

  it.each([
    ['in an attribute', `<nzb>${FILE.replace('subject="s"', 'subject="&xxe;"')}</nzb>`],
    ['in text', `<nzb>${FILE.replace('<group>g</group>', '<group>g&nbsp;</group>')}</nzb>`],
    ['in a message-id', `<nzb>${FILE.replace('>a@b<', '>a&foo;b@c<')}</nzb>`],
  ])('refuses an undeclared entity %s instead of keeping it as text, without quoting it', (_name, xml) => {
    const error = errorOf(xml);
    expect(error.code).toBe('ENTITIES_FORBIDDEN');
    expect(error.message).not.toMatch(/xxe|nbsp|foo/);
  });
});

describe('parseNzb refuses broken input with the right code', () => {
  it('TOO_LARGE over the default 32 MiB and over a configured limit, before parsing', () => {
    expect(codeOf(Buffer.alloc(32 * 1024 * 1024 + 1, 0x20))).toBe('TOO_LARGE');
    expect(codeOf(sampleNzb(), { maxBytes: 1000 })).toBe('TOO_LARGE');
    // Counted in UTF-8 bytes, not string length.
    expect(codeOf('ä'.repeat(600), { maxBytes: 1000 })).toBe('TOO_LARGE');
    expect(() => parseNzb('<nzb/>', { maxBytes: 0 })).toThrow(RangeError);
  });

  it('MALFORMED for a truncated document, with the line', () => {
    const xml = sampleNzb({ files: 3, segmentsPerFile: 10 });
    const error = errorOf(xml.slice(0, Math.floor(xml.length / 2)));
    expect(error.code).toBe('MALFORMED');
    expect(error.position?.line).toBeGreaterThan(1);
    expect(error.message).toMatch(/line \d+/);
  });

  it.each([
    ['unbalanced tags', `<nzb><file><segments>${SEGMENT}</file></segments></nzb>`],
    ['unclosed attribute quote', '<nzb><file subject="s><segments></segments></file></nzb>'],
    ['cut inside a comment', '<nzb><!-- a comment'],
    ['cut inside CDATA', '<nzb><file><segments><segment bytes="1" number="1"><![CDATA[a@b'],
    ['bare ampersand in text', `<nzb>${FILE.replace('<group>g</group>', '<group>a & b</group>')}</nzb>`],
    ['duplicate attribute', `<nzb>${FILE.replace('date="1"', 'date="1" date="2"')}</nzb>`],
    ['two root elements', `<nzb>${FILE}</nzb><nzb>${FILE}</nzb>`],
    ['a second, different root', `<nzb>${FILE}</nzb><x/>`],
  ])('MALFORMED: %s', (_name, xml) => {
    expect(codeOf(xml)).toBe('MALFORMED');
  });

  it.each([
    ['PNG header', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48])],
    ['JSON', Buffer.from('{"error":"API limit reached"}')],
    ['plain text', Buffer.from('Not found')],
    ['empty file', Buffer.alloc(0)],
    ['only whitespace', Buffer.from(' \n\t ')],
    ['NUL bytes after an XML start', Buffer.from(`<nzb>${FILE}\u0000\u0000</nzb>`)],
    ['undecodable declared encoding', Buffer.from('<?xml version="1.0" encoding="x-made-up"?><nzb/>')],
  ])('NOT_XML: %s', (_name, input) => {
    expect(codeOf(input)).toBe('NOT_XML');
  });

  it('NOT_XML without quoting the start of the file (it may be a secret the NZB links to)', () => {
    const error = errorOf('root:x:0:0:root:/root:/bin/bash\n');
    expect(error.code).toBe('NOT_XML');
    expect(error.message).not.toMatch(/root|bash/);
  });

  it.each([
    ['RSS feed', '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>'],
    [
      'HTML error page',
      '<!DOCTYPE html>\n<html><head><title>503</title><meta charset=utf-8></head><body><br></body></html>',
    ],
    ['prefixed non-nzb root', '<x:file xmlns:x="urn:x"/>'],
  ])('NOT_NZB: %s', (_name, xml) => {
    expect(codeOf(xml)).toBe('NOT_NZB');
  });

  it('NO_FILES for an nzb with only a head, or empty', () => {
    expect(
      codeOf(
        '<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb"><head><meta type="title">t</meta></head></nzb>',
      ),
    ).toBe('NO_FILES');
    expect(codeOf('<nzb/>')).toBe('NO_FILES');
  });

  it('NO_SEGMENTS for a file without segments, even next to a good one', () => {
    expect(
      codeOf('<nzb><file poster="p" date="1" subject="s"><groups><group>g</group></groups></file></nzb>'),
    ).toBe('NO_SEGMENTS');
    expect(codeOf('<nzb><file subject="s"><segments/></file></nzb>')).toBe('NO_SEGMENTS');
    expect(codeOf(`<nzb>${FILE}<file subject="empty"><segments>  </segments></file></nzb>`)).toBe(
      'NO_SEGMENTS',
    );
    expect(errorOf(`<nzb>${FILE}<file subject="empty"><segments/></file></nzb>`).message).toContain('file 2');
  });

  it.each([
    ['negative bytes', '<segment bytes="-100" number="1">a@b</segment>'],
    ['non-numeric bytes', '<segment bytes="12kb" number="1">a@b</segment>'],
    ['fractional number', '<segment bytes="100" number="1.5">a@b</segment>'],
    ['missing bytes', '<segment number="1">a@b</segment>'],
    ['missing number', '<segment bytes="1">a@b</segment>'],
    ['bytes beyond 2^32', '<segment bytes="99999999999" number="1">a@b</segment>'],
    ['empty message-id', '<segment bytes="1" number="1">  </segment>'],
    ['self-closed segment', '<segment bytes="1" number="1"/>'],
    ['message-id with a space', '<segment bytes="1" number="1">a b@c</segment>'],
    ['message-id smuggling a command', '<segment bytes="1" number="1">a@b&#13;&#10;QUIT</segment>'],
  ])('INVALID_SEGMENT: %s', (_name, segment) => {
    expect(codeOf(`<nzb><file subject="s"><segments>${SEGMENT}${segment}</segments></file></nzb>`)).toBe(
      'INVALID_SEGMENT',
    );
  });
});

describe('parseNzb stays fast and bounded on hostile shapes', () => {
  const MiB = 1024 * 1024;

  it.each([
    ['deep nesting', () => '<nzb>' + '<a>'.repeat(MiB), 'MALFORMED'],
    ['one giant tag', () => '<nzb ' + 'a="b" '.repeat(MiB) + '>', 'MALFORMED'],
    ['a giant tag name', () => '<nzb><' + 'a'.repeat(4 * MiB) + '>', 'MALFORMED'],
    ['a sea of <', () => '<'.repeat(8 * MiB), 'MALFORMED'],
    ['millions of empty files', () => '<nzb>' + '<file/>'.repeat(2 * MiB) + '</nzb>', 'TOO_LARGE'],
    ['an endless processing instruction', () => '<?xml ' + '?'.repeat(8 * MiB), 'MALFORMED'],
  ] as const)('%s → %s', (_name, build, code) => {
    expect(codeOf(build())).toBe(code);
  });

  it('cuts validator messages about huge names short', () => {
    const error = errorOf('<nzb><' + 'a'.repeat(10_000) + ' x=1/></nzb>');
    expect(error.code).toBe('MALFORMED');
    expect(error.message.length).toBeLessThan(500);
  });
});
