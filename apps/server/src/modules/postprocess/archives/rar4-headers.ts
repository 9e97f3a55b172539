import { crc32 } from 'node:zlib';
import { ByteCursor, DamagedHeader } from './byte-cursor';
import { addEntry, insideHeader, MAX_BLOCKS, TooManyEntries, type ArchiveScan } from './archive-scan';
import { decodeRar4Name } from './rar4-name';

/*
 * RAR 1.5–4.x blocks, per the RAR 3.x/4.x technote: HEAD_CRC (low 16 bits of
 * the CRC32 of the header from HEAD_TYPE on), HEAD_TYPE, HEAD_FLAGS, HEAD_SIZE,
 * and, with flag 0x8000, ADD_SIZE — for file and sub-blocks that is PACK_SIZE,
 * the data that follows the header and is skipped, never read.
 */

export const RAR4_SIGNATURE = Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00);

const MAIN = 0x73;
const FILE = 0x74;
const SUB = 0x7a;
const END = 0x7b;
const FIRST_TYPE = 0x72;
const LONG_BLOCK = 0x8000;
const MAIN_PASSWORD = 0x0080;
const FILE_SPLIT_BEFORE = 0x0001;
const FILE_SPLIT_AFTER = 0x0002;
const FILE_PASSWORD = 0x0004;
const FILE_DIRECTORY = 0x00e0;
const FILE_LARGE = 0x0100;
const FILE_UNICODE = 0x0200;

export function readRar4(bytes: Uint8Array, scan: ArchiveScan): void {
  const cursor = new ByteCursor(bytes, RAR4_SIGNATURE.length);
  let sawFile = false;
  for (let blocks = 0; ; blocks++) {
    if (blocks >= MAX_BLOCKS) throw new TooManyEntries();
    if (cursor.remaining === 0) {
      scan.truncated = true;
      return;
    }
    const start = cursor.pos;
    const head = new ByteCursor(bytes, start);
    const storedCrc = head.u16();
    const type = head.u8();
    const flags = head.u16();
    const size = head.u16();
    // Types outside the format mean the walk has left the headers (a lying size before).
    if (type < FIRST_TYPE || type > END) throw new DamagedHeader('structure', start);
    if (size < 7) throw new DamagedHeader('header_size', start);
    const header = cursor.window(size);
    if (
      (type === MAIN || type === FILE || type === SUB || type === END) &&
      checksum(bytes, start, size) !== storedCrc
    ) {
      throw new DamagedHeader('header_crc', start);
    }
    header.skip(7);

    let dataSize = 0;
    if (type === MAIN) {
      if (flags & MAIN_PASSWORD) {
        // Every block after the main header is encrypted: the file list is the password's secret.
        scan.headersEncrypted = true;
        return;
      }
    } else if (type === FILE || type === SUB) {
      const file = insideHeader(start, () => readFile(header, flags));
      dataSize = file.packedSize;
      if (type === FILE) {
        if (!sawFile && flags & FILE_SPLIT_BEFORE)
          scan.warnings.push({ kind: 'not_first_volume', volume: null });
        sawFile = true;
        addEntry(scan, file);
      }
    } else if (type === END) {
      scan.listComplete = true;
      return;
    } else if (flags & LONG_BLOCK) {
      dataSize = insideHeader(start, () => header.u32());
    }
    cursor.skip(dataSize);
  }
}

function checksum(bytes: Uint8Array, start: number, size: number): number {
  return crc32(bytes.subarray(start + 2, start + size)) & 0xffff;
}

function readFile(header: ByteCursor, flags: number) {
  const packLow = header.u32();
  const unpackLow = header.u32();
  header.skip(11); // host OS, file CRC, time, version, method
  const nameSize = header.u16();
  header.skip(4); // attributes
  let packHigh = 0;
  let unpackHigh = 0;
  if (flags & FILE_LARGE) {
    packHigh = header.u32();
    unpackHigh = header.u32();
  }
  const rawName = decodeRar4Name(header.take(nameSize), (flags & FILE_UNICODE) !== 0);
  // Streamed archives write all ones: the size was not known when the header was written.
  const unknown = flags & FILE_LARGE && unpackLow === 0xffffffff && unpackHigh === 0xffffffff;
  return {
    rawName,
    size: unknown ? null : join(unpackHigh, unpackLow, header.pos),
    packedSize: join(packHigh, packLow, header.pos),
    encrypted: (flags & FILE_PASSWORD) !== 0,
    isDirectory: (flags & FILE_DIRECTORY) === FILE_DIRECTORY,
    split: (flags & (FILE_SPLIT_BEFORE | FILE_SPLIT_AFTER)) !== 0,
  };
}

function join(high: number, low: number, offset: number): number {
  if (high > 0x1fffff) throw new DamagedHeader('number', offset);
  return high * 0x1_0000_0000 + low;
}
