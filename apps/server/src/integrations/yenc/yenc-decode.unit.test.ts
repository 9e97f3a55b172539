import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { yencLines } from '../../../test/usenet-testbed';
import { decodeYenc } from './yenc-decode';

const crcHex = (data: Buffer) => crc32(data).toString(16).padStart(8, '0');

/** A body as BODY returns it: CRLF after every line, dot-unstuffed. */
function body(lines: string[], eol = '\r\n'): Buffer {
  return Buffer.from(lines.map((line) => line + eol).join(''), 'latin1');
}

function singlePart(data: Buffer, name = 'Der.Film.2024.German.mkv'): string[] {
  return [
    `=ybegin line=128 size=${data.length} name=${name}`,
    ...yencLines(data),
    `=yend size=${data.length} crc32=${crcHex(data)}`,
  ];
}

function multipart(file: Buffer, partSize: number, name = 'film.part01.rar'): string[][] {
  const total = Math.ceil(file.length / partSize);
  const parts: string[][] = [];
  for (let part = 1; part <= total; part++) {
    const begin = (part - 1) * partSize;
    const chunk = file.subarray(begin, Math.min(begin + partSize, file.length));
    parts.push([
      `=ybegin part=${part} total=${total} line=128 size=${file.length} name=${name}`,
      `=ypart begin=${begin + 1} end=${begin + chunk.length}`,
      ...yencLines(chunk),
      `=yend size=${chunk.length} part=${part} pcrc32=${crcHex(chunk)}` +
        (part === total ? ` crc32=${crcHex(file)}` : ''),
    ]);
  }
  return parts;
}

/** Every byte value, runs of the critical ones (NUL, LF, CR, =, dot, TAB, space after the offset) and random bytes. */
function awkwardBytes(): Buffer {
  const critical = [0, 10, 13, 61, 46, 9, 32].map((c) => (c - 42 + 256) & 0xff);
  const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  return Buffer.concat([all, Buffer.from([...critical, ...critical, ...critical]), randomBytes(50_000), all]);
}

describe('decodeYenc: round trips', () => {
  it('decodes a single-part post to the original bytes and checks its CRC32', () => {
    const data = awkwardBytes();
    const decoded = decodeYenc(body(singlePart(data)));
    expect(decoded.data.equals(data)).toBe(true);
    expect(decoded).toMatchObject({
      name: 'Der.Film.2024.German.mkv',
      part: 1,
      total: 1,
      begin: 1,
      end: data.length,
      fileSize: data.length,
      crcOk: true,
    });
  });

  it('decodes each part of a multipart post into its place in the file', () => {
    const file = randomBytes(300_001);
    const parts = multipart(file, 100_000).map((lines) => decodeYenc(body(lines)));
    expect(parts.map((p) => [p.part, p.total, p.begin, p.end])).toEqual([
      [1, 4, 1, 100_000],
      [2, 4, 100_001, 200_000],
      [3, 4, 200_001, 300_000],
      [4, 4, 300_001, 300_001],
    ]);
    expect(parts.every((p) => p.crcOk === true && p.fileSize === 300_001)).toBe(true);
    expect(Buffer.concat(parts.map((p) => p.data)).equals(file)).toBe(true);
  });

  it('reads bare LF line ends and text lines before the header', () => {
    const data = randomBytes(5000);
    const decoded = decodeYenc(body(['', 'Hier ist die Datei:', ...singlePart(data)], '\n'));
    expect(decoded.data.equals(data)).toBe(true);
  });

  it('decodes names as UTF-8, else as Latin-1', () => {
    const data = randomBytes(100);
    const utf8 = Buffer.from(`=ybegin line=128 size=100 name=Die Brücke am Fluß.mkv\r\n`, 'utf8');
    const rest = body([...yencLines(data), `=yend size=100 crc32=${crcHex(data)}`]);
    expect(decodeYenc(Buffer.concat([utf8, rest])).name).toBe('Die Brücke am Fluß.mkv');
    const latin1 = Buffer.from(`=ybegin line=128 size=100 name=Die Brücke.mkv\r\n`, 'latin1');
    expect(decodeYenc(Buffer.concat([latin1, rest])).name).toBe('Die Brücke.mkv');
  });

  it('accepts a header without name: the data is still good, the NZB names the file', () => {
    const data = randomBytes(1000);
    const lines = singlePart(data);
    lines[0] = `=ybegin line=128 size=${data.length}`;
    const decoded = decodeYenc(body(lines));
    expect(decoded.name).toBe('');
    expect(decoded.data.equals(data)).toBe(true);
  });

  it('takes the file checksum when a multipart header carries only one whole part without pcrc32', () => {
    const data = randomBytes(2000);
    const lines = [
      `=ybegin part=1 total=1 line=128 size=2000 name=a.bin`,
      '=ypart begin=1 end=2000',
      ...yencLines(data),
      `=yend size=2000 part=1 crc32=${crcHex(data)}`,
    ];
    expect(decodeYenc(body(lines)).crcOk).toBe(true);
  });

  it('says null when the trailer carries no checksum', () => {
    const data = randomBytes(2000);
    const lines = singlePart(data);
    lines[lines.length - 1] = '=yend size=2000';
    expect(decodeYenc(body(lines)).crcOk).toBeNull();
  });
});

/** The kind of the YencError a body ends in, and its German message. */
function failure(
  input: Buffer,
  options?: Parameters<typeof decodeYenc>[1],
): { kind: string; message: string } {
  try {
    decodeYenc(input, options);
  } catch (error) {
    const { kind, message } = error as { kind: string; message: string };
    return { kind, message };
  }
  throw new Error('decoded without error');
}

describe('decodeYenc: hostile and broken bodies', () => {
  const data = randomBytes(20_000);

  it('refuses a body without =ybegin at a line start', () => {
    expect(failure(body(['Hallo', 'kein yEnc hier'])).kind).toBe('no_header');
    expect(failure(Buffer.from('text =ybegin size=1 name=x\r\n')).kind).toBe('no_header');
    expect(failure(Buffer.alloc(0)).message).toMatch(/keine yEnc-Daten/);
  });

  it('calls a body without =yend truncated', () => {
    const lines = singlePart(data);
    const cut = failure(body(lines.slice(0, -1)));
    expect(cut).toEqual({ kind: 'truncated', message: expect.stringMatching(/„=yend“ fehlt/) });
    const half = body(lines).subarray(0, 9000);
    expect(failure(half).kind).toBe('truncated');
  });

  it('finds a wrong CRC, and returns the data marked when asked to', () => {
    const lines = singlePart(data);
    lines[lines.length - 1] = `=yend size=${data.length} crc32=deadbeef`;
    const wrong = failure(body(lines));
    expect(wrong.kind).toBe('crc_mismatch');
    expect(wrong.message).toContain(`erwartet deadbeef, berechnet ${crcHex(data)}`);
    const kept = decodeYenc(body(lines), { allowCrcMismatch: true });
    expect(kept.crcOk).toBe(false);
    expect(kept.data.equals(data)).toBe(true);
  });

  it('finds a flipped byte in the data by its part checksum', () => {
    const [lines] = multipart(data, 50_000);
    const damaged = [...lines!];
    damaged[2] = damaged[2]!.replace(/^(.)/, (c) => String.fromCharCode(c.charCodeAt(0) ^ 1));
    expect(failure(body(damaged)).kind).toBe('crc_mismatch');
  });

  it('refuses sizes that lie: header, =ypart and trailer against the data', () => {
    const bigger = singlePart(data);
    bigger[0] = `=ybegin line=128 size=${data.length + 5} name=a.bin`;
    expect(failure(body(bigger))).toMatchObject({
      kind: 'size_mismatch',
      message: expect.stringContaining('20000 Bytes'),
    });
    const smaller = singlePart(data);
    smaller[0] = `=ybegin line=128 size=${data.length - 100} name=a.bin`;
    expect(failure(body(smaller)).kind).toBe('size_mismatch');
    const trailer = singlePart(data);
    trailer[trailer.length - 1] = `=yend size=${data.length + 1} crc32=${crcHex(data)}`;
    expect(failure(body(trailer)).kind).toBe('size_mismatch');
    const [part] = multipart(data, 15_000);
    part![1] = '=ypart begin=1 end=16000';
    expect(failure(body(part!)).kind).toBe('size_mismatch');
  });

  it('refuses header fields that cannot be true', () => {
    const [part] = multipart(data, 15_000);
    const cases: [string, string, string][] = [
      ['=ybegin line=128 size=abc name=a.bin', part![1]!, 'size'],
      ['=ybegin part=0 total=2 size=20000 name=a.bin', part![1]!, 'part'],
      ['=ybegin part=3 total=2 size=20000 name=a.bin', part![1]!, 'part'],
      ['=ybegin part=1 total=2 size=20000 name=a.bin', '=ypart begin=15001 end=30000', 'range'],
      ['=ybegin part=1 total=2 size=20000 name=a.bin', '=ypart begin=0 end=15000', 'range'],
    ];
    for (const [header, ypart, problem] of cases) {
      const broken = [header, ypart, ...part!.slice(2)];
      expect(failure(body(broken)), problem).toMatchObject({ kind: 'bad_header' });
    }
    expect(failure(body([part![0]!, ...part!.slice(2)])).message).toMatch(/„=ypart“/);
    const otherPart = [...part!];
    otherPart[otherPart.length - 1] = otherPart[otherPart.length - 1]!.replace('part=1', 'part=2');
    expect(failure(body(otherPart)).message).toMatch(/anderen Teil/);
    const nextFile = [...part!.slice(0, -1), '=ybegin part=2 total=2 size=20000 name=b.bin'];
    expect(failure(body(nextFile)).kind).toBe('bad_header');
  });

  it('stops at a data line of 1 MB without CRLF as truncated, and at such a header line', () => {
    const endless = Buffer.concat([
      Buffer.from('=ybegin line=128 size=1048576 name=a.bin\r\n'),
      Buffer.alloc(1 << 20, 0x61),
    ]);
    expect(failure(endless)).toMatchObject({
      kind: 'truncated',
      message: expect.stringContaining('1048576'),
    });
    const header = Buffer.concat([Buffer.from('=ybegin size=10 name='), Buffer.alloc(1 << 20, 0x61)]);
    expect(failure(header)).toMatchObject({
      kind: 'bad_header',
      message: expect.stringMatching(/länger als 4096 Bytes/),
    });
  });

  it('refuses a body over the limit before reading it, and a huge declared part before allocating it', () => {
    expect(failure(body(singlePart(data)), { maxBytes: 10_000 })).toMatchObject({
      kind: 'too_large',
      message: expect.stringMatching(/größer als die Grenze von 10000 Bytes/),
    });
    const huge = singlePart(data);
    huge[0] = '=ybegin line=128 size=99999999999999 name=a.bin';
    expect(failure(body(huge)).kind).toBe('too_large');
  });

  it('allocates no more than the body can hold however large the declared part (within the limit)', () => {
    const lines = singlePart(data);
    lines[0] = `=ybegin line=128 size=${15 * 1024 * 1024} name=a.bin`;
    const input = body(lines);
    const sizes: number[] = [];
    const original = Buffer.allocUnsafe;
    Buffer.allocUnsafe = (size: number) => (sizes.push(size), original(size));
    try {
      expect(failure(input).kind).toBe('size_mismatch');
    } finally {
      Buffer.allocUnsafe = original;
    }
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThanOrEqual(input.length);
  });

  it('accepts a part of a file far larger than the limit', () => {
    const lines = [
      `=ybegin part=9000 total=100000 line=128 size=75000000000 name=film.mkv`,
      `=ypart begin=6749250001 end=6749270000`,
      ...yencLines(data),
      `=yend size=20000 part=9000 pcrc32=${crcHex(data)}`,
    ];
    expect(decodeYenc(body(lines))).toMatchObject({
      fileSize: 75_000_000_000,
      begin: 6_749_250_001,
      crcOk: true,
    });
  });
});
