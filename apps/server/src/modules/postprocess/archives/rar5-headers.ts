import { crc32 } from 'node:zlib';
import { ByteCursor, DamagedHeader } from './byte-cursor';
import { addEntry, insideHeader, MAX_BLOCKS, TooManyEntries, type ArchiveScan } from './archive-scan';
import { decodeUtf8Name } from './entry-names';

/*
 * RAR 5.0 block headers, per RARLAB's "RAR 5.0 archive format" technote:
 * CRC32, header size (vint, at most 3 bytes = 2 MB), type, flags, then the
 * optional extra-area and data-area sizes. The CRC covers the header from the
 * size field to the end of its extra area; the data area follows the header and
 * is skipped, never read.
 */

export const RAR5_SIGNATURE = Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00);

const MAX_HEADER_SIZE = 2 * 1024 * 1024;
// Header types; 3 (service: comment, recovery record, quick open, NTFS streams) is skipped.
const Block = { Main: 1, File: 2, Encryption: 4, End: 5 } as const;
const HAS_EXTRA = 0x0001;
const HAS_DATA = 0x0002;
const SPLIT_BEFORE = 0x0008;
const SPLIT_AFTER = 0x0010;
const FILE_DIRECTORY = 0x0001;
const FILE_HAS_MTIME = 0x0002;
const FILE_HAS_CRC = 0x0004;
const FILE_SIZE_UNKNOWN = 0x0008;
const MAIN_HAS_VOLUME_NUMBER = 0x0002;
const EXTRA_FILE_ENCRYPTION = 0x01;

export function readRar5(bytes: Uint8Array, scan: ArchiveScan): void {
  const cursor = new ByteCursor(bytes, RAR5_SIGNATURE.length);
  let sawFile = false;
  for (let blocks = 0; ; blocks++) {
    if (blocks >= MAX_BLOCKS) throw new TooManyEntries();
    if (cursor.remaining === 0) {
      // No end-of-archive header yet: later headers lie beyond these bytes.
      scan.truncated = true;
      return;
    }
    const start = cursor.pos;
    const storedCrc = cursor.u32();
    const sizeAt = cursor.pos;
    const headerSize = cursor.vint();
    if (cursor.pos - sizeAt > 3 || headerSize > MAX_HEADER_SIZE || headerSize === 0) {
      throw new DamagedHeader('header_size', start);
    }
    const header = cursor.window(headerSize);
    if (crc32(bytes.subarray(sizeAt, header.end)) !== storedCrc) throw new DamagedHeader('header_crc', start);

    const block = insideHeader(start, () => readBlock(header, start));
    switch (block.type) {
      case Block.Encryption:
        // Every header after this one is AES-encrypted: the file list is the password's secret.
        scan.headersEncrypted = true;
        return;
      case Block.Main:
        if (block.volume !== null && block.volume > 0) {
          scan.warnings.push({ kind: 'not_first_volume', volume: block.volume });
        }
        break;
      case Block.File: {
        const file = insideHeader(start, () => readFile(header, block, start));
        if (!sawFile && block.flags & SPLIT_BEFORE) {
          scan.warnings.push({ kind: 'not_first_volume', volume: null });
        }
        sawFile = true;
        addEntry(scan, file);
        break;
      }
      case Block.End:
        scan.listComplete = true;
        return;
      default:
        break;
    }
    cursor.skip(block.dataSize);
  }
}

interface BlockHead {
  type: number;
  flags: number;
  extraStart: number;
  dataSize: number;
  volume: number | null;
}

function readBlock(header: ByteCursor, start: number): BlockHead {
  const type = header.vint();
  const flags = header.vint();
  const extraSize = flags & HAS_EXTRA ? header.vint() : 0;
  const dataSize = flags & HAS_DATA ? header.vint() : 0;
  if (extraSize > header.remaining) throw new DamagedHeader('field_outside', start);
  let volume: number | null = null;
  if (type === Block.Main) {
    const archiveFlags = header.vint();
    volume = archiveFlags & MAIN_HAS_VOLUME_NUMBER ? header.vint() : null;
  }
  return { type, flags, extraStart: header.end - extraSize, dataSize, volume };
}

function readFile(header: ByteCursor, block: BlockHead, start: number) {
  const body = new ByteCursor(header.bytes, header.pos, block.extraStart);
  const fileFlags = body.vint();
  const unpackedSize = body.vint();
  body.vint(); // attributes
  if (fileFlags & FILE_HAS_MTIME) body.skip(4);
  if (fileFlags & FILE_HAS_CRC) body.skip(4);
  body.vint(); // compression information
  body.vint(); // host OS
  const nameLength = body.vint();
  const rawName = decodeUtf8Name(body.take(nameLength));
  return {
    rawName,
    size: fileFlags & FILE_SIZE_UNKNOWN ? null : unpackedSize,
    packedSize: block.dataSize,
    encrypted: hasEncryptionRecord(new ByteCursor(header.bytes, block.extraStart, header.end), start),
    isDirectory: (fileFlags & FILE_DIRECTORY) !== 0,
    split: (block.flags & (SPLIT_BEFORE | SPLIT_AFTER)) !== 0,
  };
}

/** Extra records are size (from the type on), type, data; a file encryption record makes the file encrypted. */
function hasEncryptionRecord(extra: ByteCursor, start: number): boolean {
  let encrypted = false;
  while (extra.remaining > 0) {
    const size = extra.vint();
    if (size === 0) throw new DamagedHeader('field_outside', start);
    const record = extra.window(size);
    if (record.vint() === EXTRA_FILE_ENCRYPTION) encrypted = true;
  }
  return encrypted;
}
