import { describe, expect, it } from 'vitest';
import { ANSWER_BUFFER_BYTES } from './answer-buffers';
import { el, escapeXml, rawXml, toXml } from './newznab-document';

describe('escapeXml', () => {
  it('escapes the five specials and removes what XML 1.0 forbids, keeping tab, newline and DEL', () => {
    expect(escapeXml(`A&B <"C's"> D`)).toBe('A&amp;B &lt;&quot;C&apos;s&quot;&gt; D');
    expect(escapeXml('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi')).toBe('abcdefghi');
    expect(escapeXml('a\tb\nc\rd\u007Fe')).toBe('a\tb\nc\rd\u007Fe');
    expect(escapeXml('\u0001&')).toBe('&amp;');
  });

  it('gives back a value that needs nothing as it is', () => {
    for (const value of [
      '',
      'Metropolis.1927.German.DL.1080p.BluRay.x264-GRP',
      'Öl – Straße ✓',
      'https://x.example/a?b=c',
    ])
      expect(escapeXml(value)).toBe(value);
  });
});

describe('toXml', () => {
  const doc = (pieces: string[]) =>
    el('rss', { version: '2.0' }, [el('channel', undefined, [rawXml(pieces)])]);
  const expected = (pieces: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>${pieces.join('')}</channel></rss>`;

  it('writes the document as UTF-8, and the next answer into the buffer given back', () => {
    const pieces = ['<item><title>Mädchen in Uniform ✓ 😀</title></item>', 'x'.repeat(1000)];
    const first = toXml(doc(pieces));
    expect(first.bytes.toString('utf8')).toBe(expected(pieces));
    first.release();
    const second = toXml(doc(['<item/>']));
    expect(second.bytes.toString('utf8')).toBe(expected(['<item/>']));
    // The pooled buffer is the same memory: the first answer's bytes are gone once given back.
    expect(second.bytes.buffer).toBe(first.bytes.buffer);
    second.release();
  });

  it('grows past a pooled buffer for an answer larger than it, and keeps that one out of the pool', () => {
    const pieces = Array.from({ length: 40 }, (_, n) => `<item>${String(n % 10).repeat(15_000)}ü€</item>`);
    const large = toXml(doc(pieces));
    expect(large.bytes.length).toBeGreaterThan(ANSWER_BUFFER_BYTES);
    expect(large.bytes.toString('utf8')).toBe(expected(pieces));
    large.release();
    const next = toXml(doc(['<item/>']));
    expect(next.bytes.buffer).not.toBe(large.bytes.buffer);
    expect(next.bytes.length).toBe(Buffer.byteLength(expected(['<item/>'])));
    next.release();
  });
});
