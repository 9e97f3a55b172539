import type { ArchiveDamage } from '@nzbkino/shared';

/** The bytes end before a field does: more of the archive would be needed (not damage). */
export class OutOfBytes extends Error {
  constructor() {
    super('out of bytes');
  }
}

/** A header contradicts its format; reading stops at `offset`. */
export class DamagedHeader extends Error {
  constructor(
    readonly reason: ArchiveDamage,
    readonly offset: number,
  ) {
    super(`damaged header (${reason}) at ${offset}`);
  }
}

/**
 * Little-endian reads over a window of the given bytes. Every read checks the
 * window, so a lying length can never reach past it; 64-bit values above 2^53
 * are refused as damage because no real archive on usenet holds such sizes and a
 * JavaScript number could not hold them exactly.
 */
export class ByteCursor {
  pos: number;
  readonly end: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    end = bytes.length,
  ) {
    this.pos = start;
    this.end = Math.min(end, bytes.length);
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  /** A cursor over the next `length` bytes; this one moves past them. */
  window(length: number): ByteCursor {
    this.need(length);
    const inner = new ByteCursor(this.bytes, this.pos, this.pos + length);
    this.pos += length;
    return inner;
  }

  need(length: number): void {
    if (length < 0 || this.pos + length > this.end) throw new OutOfBytes();
  }

  skip(length: number): void {
    this.need(length);
    this.pos += length;
  }

  take(length: number): Uint8Array {
    this.need(length);
    const slice = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return slice;
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++]!;
  }

  u16(): number {
    this.need(2);
    const b = this.bytes;
    const value = b[this.pos]! | (b[this.pos + 1]! << 8);
    this.pos += 2;
    return value;
  }

  u32(): number {
    this.need(4);
    const b = this.bytes;
    const p = this.pos;
    const value = (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24)) >>> 0;
    this.pos += 4;
    return value;
  }

  u64(): number {
    const at = this.pos;
    const low = this.u32();
    const high = this.u32();
    if (high > 0x1fffff) throw new DamagedHeader('number', at);
    return high * 0x1_0000_0000 + low;
  }

  /** RAR 5 vint: 7 bits per byte, least significant first, at most 10 bytes. */
  vint(): number {
    const at = this.pos;
    let value = 0;
    for (let i = 0; i < 10; i++) {
      const byte = this.u8();
      value += (byte & 0x7f) * 2 ** (7 * i);
      if (value > Number.MAX_SAFE_INTEGER) throw new DamagedHeader('number', at);
      if ((byte & 0x80) === 0) return value;
    }
    throw new DamagedHeader('number', at);
  }

  /**
   * 7z NUMBER: the leading one bits of the first byte count the bytes that
   * follow (little-endian); the first byte's remaining bits are the high part.
   */
  sevenZipNumber(): number {
    const at = this.pos;
    const first = this.u8();
    let mask = 0x80;
    let value = 0;
    for (let i = 0; i < 8; i++) {
      if ((first & mask) === 0) {
        value += (first & (mask - 1)) * 2 ** (8 * i);
        if (value > Number.MAX_SAFE_INTEGER) throw new DamagedHeader('number', at);
        return value;
      }
      value += this.u8() * 2 ** (8 * i);
      mask >>= 1;
    }
    if (value > Number.MAX_SAFE_INTEGER) throw new DamagedHeader('number', at);
    return value;
  }
}
