import { describe, expect, it } from 'vitest';
import { escapeXml } from './newznab-document';

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
