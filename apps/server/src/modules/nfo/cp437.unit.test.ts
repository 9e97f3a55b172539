import { describe, expect, it } from 'vitest';
import { decodeCp437, decodeNfo } from './cp437';

describe('decodeCp437', () => {
  it('maps the box-drawing, shade and letter bytes of NFO art', () => {
    const bytes = Buffer.from([0xc9, 0xcd, 0xbb, 0xba, 0xc8, 0xbc, 0xb0, 0xb1, 0xb2, 0xdb, 0xdc, 0xdf, 0xfe]);
    expect(decodeCp437(bytes)).toBe('╔═╗║╚╝░▒▓█▄▀■');
    expect(decodeCp437(Buffer.from([0x84, 0x94, 0x81, 0x8e, 0x99, 0x9a, 0xe1]))).toBe('äöüÄÖÜß');
  });

  it('keeps tab and line ends, shows other control bytes as the PC glyphs and drops NUL', () => {
    expect(decodeCp437(Buffer.from([0x01, 0x09, 0x0a, 0x0d, 0x10, 0x1f, 0x00, 0x7f, 0xff]))).toBe(
      '☺\t\n\r►▼⌂\u00a0',
    );
  });

  it('has one character for each of the 256 bytes', () => {
    const all = decodeCp437(Buffer.from(Array.from({ length: 255 }, (_, i) => i + 1)));
    expect([...all]).toHaveLength(255);
  });
});

describe('decodeNfo', () => {
  it('reads CP437 art and normalises line ends', () => {
    expect(decodeNfo(Buffer.from([0xda, 0xc4, 0xbf, 0x0d, 0x0a, 0xc0, 0xc4, 0xd9]))).toBe('┌─┐\n└─┘');
  });

  it('reads valid UTF-8 with multi-byte characters as UTF-8', () => {
    expect(decodeNfo(Buffer.from('Größe ▓ ok\r\n', 'utf8'))).toBe('Größe ▓ ok\n');
  });

  it('reads plain ASCII the same either way', () => {
    expect(decodeNfo(Buffer.from('Release Info\r\n'))).toBe('Release Info\n');
  });
});
