import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, preferredEncoding } from './compressed-body';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1.0, br; q=0.9', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0.1, gzip;q=0', 'br'],
    ['identity', null],
    ['deflate', null],
    ['zstd', null],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0', null],
    ['gzip;q=0.5, identity', null],
    ['gzip, identity;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressBody', () => {
  const body = Buffer.from(
    JSON.stringify({
      data: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Release.${i}.German.1080p` })),
    }),
  );

  it('brotli and gzip round-trip to the same bytes', async () => {
    expect(brotliDecompressSync(await compressBody(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(await compressBody(body, 'gzip')).equals(body)).toBe(true);
  });
});
