import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPar2Index } from './par2-index';
import { Par2Error } from './par2-error';

const SET = Buffer.alloc(16, 0xab);

/** A packet as PAR2 2.0 lays it out, with a correct MD5 unless `length` overrides the real one. */
function packet(type: string, body: Buffer, options: { set?: Buffer; length?: bigint } = {}): Buffer {
  const typeBytes = Buffer.alloc(16);
  typeBytes.write(type, 'latin1');
  const hashed = Buffer.concat([options.set ?? SET, typeBytes, body]);
  const header = Buffer.alloc(32);
  header.write('PAR2\0PKT', 'latin1');
  header.writeBigUInt64LE(options.length ?? BigInt(32 + hashed.length), 8);
  createHash('md5').update(hashed).digest().copy(header, 16);
  return Buffer.concat([header, hashed]);
}

/** A file description packet for `name` (raw bytes), NUL-padded to a multiple of 4. */
function fileDesc(
  name: Buffer | string,
  options: { id?: number; length?: bigint; set?: Buffer } = {},
): Buffer {
  const nameBytes = typeof name === 'string' ? Buffer.from(name, 'utf8') : name;
  const padded = Buffer.alloc(Math.ceil(nameBytes.length / 4) * 4);
  nameBytes.copy(padded);
  const fixed = Buffer.alloc(56);
  fixed.fill(options.id ?? 1, 0, 16);
  fixed.writeBigUInt64LE(options.length ?? 1000n, 48);
  return packet('PAR 2.0\0FileDesc', Buffer.concat([fixed, padded]), { set: options.set });
}

function failure(bytes: Buffer): Par2Error {
  try {
    readPar2Index(bytes);
  } catch (error) {
    if (error instanceof Par2Error) return error;
    throw error;
  }
  throw new Error('read without error');
}

/** A header with the magic and a given length, then filler: what a lying packet looks like. */
function lyingHeader(length: bigint, filler = 64): Buffer {
  const header = Buffer.alloc(16 + filler, 0x11);
  header.write('PAR2\0PKT', 'latin1');
  header.writeBigUInt64LE(length, 8);
  return header;
}

describe('readPar2Index: hostile bytes', () => {
  it('refuses bytes that hold no PAR2 packet, or too many bytes', () => {
    expect(failure(Buffer.alloc(0)).kind).toBe('not_par2');
    expect(failure(Buffer.from('Rar!\x1a\x07\x00 kein PAR2', 'latin1')).message).toMatch(
      /kein gültiges PAR2-Paket/,
    );
    expect(() => readPar2Index(Buffer.alloc(2000), { maxBytes: 1000 })).toThrow(
      /größer als die Grenze von 1000 Bytes/,
    );
  });

  it('skips headers with impossible lengths and finds the packets behind them', () => {
    const bytes = Buffer.concat([
      lyingHeader(1n << 63n),
      lyingHeader(65n),
      lyingHeader(32n),
      lyingHeader(0n),
      fileDesc('Echter.Name.2024.German.mkv'),
      lyingHeader(0xffff_ffff_ffff_fff0n),
    ]);
    const read = readPar2Index(bytes);
    expect(read.files.map((f) => f.name)).toEqual(['Echter.Name.2024.German.mkv']);
    expect(read.invalidPackets).toBe(5);
    expect(read.truncated).toBe(false);
  });

  it('does not let a length running past the end hide the packets inside it', () => {
    const bytes = Buffer.concat([lyingHeader(4096n, 0), fileDesc('Film.mkv')]);
    const read = readPar2Index(bytes);
    expect(read.files.map((f) => f.name)).toEqual(['Film.mkv']);
    expect(read.truncated).toBe(true);
  });

  it('counts a packet with a wrong hash and one with a description too short or too large to be true', () => {
    const wrong = fileDesc('Falsch.mkv', { id: 2 });
    wrong[70] = wrong[70]! ^ 1;
    const short = packet('PAR 2.0\0FileDesc', Buffer.alloc(40));
    const huge = fileDesc('Riesig.mkv', { id: 3, length: 1n << 60n });
    const read = readPar2Index(Buffer.concat([wrong, short, huge, fileDesc('Gut.mkv', { id: 4 })]));
    expect(read).toMatchObject({ badHashPackets: 1, invalidPackets: 2 });
    expect(read.files.map((f) => f.name)).toEqual(['Gut.mkv']);
  });

  it('stops after the packet limit when given millions of tiny packets', () => {
    const tiny = packet('PAR 2.0\0Nix\0\0\0\0\0', Buffer.alloc(0));
    const bytes = Buffer.concat([fileDesc('Film.mkv'), Buffer.concat(Array(120_000).fill(tiny) as Buffer[])]);
    const read = readPar2Index(bytes);
    expect(read).toMatchObject({ capped: true, packets: 20_000 });
    expect(read.files.map((f) => f.name)).toEqual(['Film.mkv']);
    expect(readPar2Index(bytes, { maxPackets: 10 }).packets).toBe(10);
  });

  it('stops hashing when lying headers each claim the rest of the bytes', () => {
    const size = 1 << 20;
    const bytes = Buffer.alloc(size, 0x22);
    fileDesc('Film.mkv').copy(bytes, 0);
    // A magic every 64 bytes, each claiming to run to the end: resyncing would hash ~n²/128 bytes.
    for (let at = 1024; at + 16 <= size; at += 64) {
      bytes.write('PAR2\0PKT', at, 'latin1');
      bytes.writeBigUInt64LE(BigInt(size - at), at + 8);
    }
    const read = readPar2Index(bytes);
    expect(read.capped).toBe(true);
    expect(read.badHashPackets).toBeLessThan(10);
    expect(read.files.map((f) => f.name)).toEqual(['Film.mkv']);
  });

  it('keeps to the main packet’s recovery set', () => {
    const other = Buffer.alloc(16, 0xcd);
    const main = Buffer.alloc(12 + 16);
    main.writeUInt32LE(1, 8);
    const bytes = Buffer.concat([
      fileDesc('Fremd.mkv', { set: other }),
      packet('PAR 2.0\0Main\0\0\0\0', main),
      fileDesc('Eigen.mkv'),
    ]);
    const read = readPar2Index(bytes);
    expect(read).toMatchObject({ expectedFiles: 1, otherSetPackets: 1, recoverySetId: SET.toString('hex') });
    expect(read.files.map((f) => f.name)).toEqual(['Eigen.mkv']);
  });

  it('says when good packets carry no file description', () => {
    expect(failure(packet('PAR 2.0\0Creator\0', Buffer.from('par2cmdline\0'))).kind).toBe(
      'no_file_descriptions',
    );
  });
});

describe('readPar2Index: names', () => {
  function names(...descs: Buffer[]) {
    return readPar2Index(Buffer.concat(descs)).files.map((f) => [f.name, f.nameProblems]);
  }

  it('decodes UTF-8, else Latin-1, and cuts the NUL padding', () => {
    expect(
      names(
        fileDesc('Grüße.mkv', { id: 1 }),
        fileDesc(Buffer.from('Müller.nfo', 'latin1'), { id: 2 }),
        fileDesc('abcd.mkv', { id: 3 }),
      ),
    ).toEqual([
      ['Grüße.mkv', []],
      ['Müller.nfo', []],
      ['abcd.mkv', []],
    ]);
  });

  it('reports unsafe names as given and flags them', () => {
    expect(
      names(
        fileDesc('../../etc/passwd', { id: 1 }),
        fileDesc('Ordner\\Film.mkv', { id: 2 }),
        fileDesc('Film\u0007.mkv', { id: 3 }),
        fileDesc('Film\u202Evkm.exe', { id: 4 }),
        fileDesc(Buffer.from('a\0b.mkv'), { id: 5 }),
        fileDesc('', { id: 6 }),
        fileDesc(`${'ä'.repeat(200)}.mkv`, { id: 7 }),
        fileDesc('C:evil.mkv', { id: 8 }),
      ),
    ).toEqual([
      ['../../etc/passwd', ['separator', 'dot_segment']],
      ['Ordner\\Film.mkv', ['separator']],
      ['Film\u0007.mkv', ['control']],
      ['Film\u202Evkm.exe', ['control']],
      ['a\0b.mkv', ['control']],
      ['', ['empty']],
      [`${'ä'.repeat(200)}.mkv`, ['too_long']],
      ['C:evil.mkv', ['separator']],
    ]);
  });
});
