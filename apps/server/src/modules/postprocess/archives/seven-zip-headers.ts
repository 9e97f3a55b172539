import { crc32 } from 'node:zlib';
import { ByteCursor, DamagedHeader } from './byte-cursor';
import { addEntry, insideHeader, type ArchiveScan } from './archive-scan';
import { AES_METHOD, ID, readHeader, readStreamsInfo } from './seven-zip-database';

/*
 * A 7z archive starts with a 32-byte signature header that points at the real
 * header database, which 7-Zip writes at the end of the archive (of the last
 * volume in a set). From a first segment that is usually out of reach: then the
 * answer is "truncated" with the absolute range to fetch, and nothing is listed.
 */

export const SEVEN_ZIP_SIGNATURE = Uint8Array.of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);
const SIGNATURE_HEADER = 32;
// Far above any real header database (a million names fit in a few MB), far below harm.
const MAX_NEXT_HEADER = 64 * 1024 * 1024;

/** Bytes from elsewhere in the archive (typically its last segment), with their absolute offset. */
export interface ArchiveTail {
  bytes: Uint8Array;
  offset: number;
}

export function readSevenZip(bytes: Uint8Array, scan: ArchiveScan, tail?: ArchiveTail): void {
  const start = new ByteCursor(bytes, SEVEN_ZIP_SIGNATURE.length);
  start.skip(2); // format version
  const storedStartCrc = start.u32();
  start.need(20);
  if (crc32(bytes.subarray(12, 32)) !== storedStartCrc) throw new DamagedHeader('start_header_crc', 8);
  const nextOffset = start.u64();
  const nextSize = start.u64();
  const nextCrc = start.u32();
  if (nextSize === 0) {
    scan.listComplete = true; // an empty archive
    return;
  }
  const absolute = SIGNATURE_HEADER + nextOffset;
  if (nextSize > MAX_NEXT_HEADER || !Number.isSafeInteger(absolute + nextSize)) {
    throw new DamagedHeader('header_size', 12);
  }
  const found = locate(bytes, absolute, nextSize, tail);
  if (!found) {
    scan.truncated = true;
    scan.moreBytes = { offset: absolute, length: nextSize };
    scan.warnings.push({ kind: 'header_beyond', offset: absolute, size: nextSize });
    return;
  }
  if (crc32(found) !== nextCrc) throw new DamagedHeader('next_header_crc', absolute);
  const c = new ByteCursor(found);
  try {
    insideHeader(0, () => readDatabase(c, scan));
  } catch (error) {
    // Offsets inside the database count from its start; the operator needs them from the archive's.
    if (error instanceof DamagedHeader) throw new DamagedHeader(error.reason, absolute + error.offset);
    throw error;
  }
}

function readDatabase(c: ByteCursor, scan: ArchiveScan): void {
  const id = c.u8();
  if (id === ID.EncodedHeader) {
    // The database itself is packed: with AES (-mhe=on) its names are the password's secret.
    const streams = readStreamsInfo(c);
    if (streams.folders.some((folder) => folder.methods.includes(AES_METHOD))) {
      scan.headersEncrypted = true;
    } else {
      scan.warnings.push({ kind: 'compressed_header' });
    }
    return;
  }
  if (id !== ID.Header) throw new DamagedHeader('structure', 0);
  for (const entry of readHeader(c)) addEntry(scan, entry);
  scan.listComplete = true;
}

function locate(bytes: Uint8Array, offset: number, size: number, tail?: ArchiveTail): Uint8Array | null {
  if (offset + size <= bytes.length) return bytes.subarray(offset, offset + size);
  if (tail && offset >= tail.offset && offset + size <= tail.offset + tail.bytes.length) {
    return tail.bytes.subarray(offset - tail.offset, offset - tail.offset + size);
  }
  return null;
}
