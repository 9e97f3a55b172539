import { brotliCompressSync, gzipSync } from 'node:zlib';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, nzbBody } from './nzb-body';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate', 'br', false],
    ['br;q=0', 'br', false],
    ['br;q=0.5, gzip', 'br', true],
    ['BR', 'br', true],
    [undefined, 'br', false],
    ['gzip;q=0, br', 'gzip', false],
  ])('%j admits %s: %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });
});

describe('nzbBody', () => {
  const nzb = '<nzb>Größe</nzb>';

  it('passes stored brotli through to a client that accepts it', () => {
    const data = brotliCompressSync(nzb);
    expect(nzbBody({ data, encoding: 'br' }, 'gzip, br')).toEqual({ payload: data, encoding: 'br' });
  });

  it('decompresses brotli and gzip for a client that does not accept them', async () => {
    for (const [data, encoding] of [
      [brotliCompressSync(nzb), 'br'],
      [gzipSync(nzb), 'gzip'],
    ] as const) {
      const body = nzbBody({ data, encoding }, 'identity');
      expect(body.encoding).toBeNull();
      expect(await text(body.payload as NodeJS.ReadableStream)).toBe(nzb);
    }
  });
});
