import { crc32 } from 'node:zlib';
import { ByteCursor, DamagedHeader } from './byte-cursor';
import { addEntry, insideHeader, MAX_BLOCKS, TooManyEntries, type ArchiveScan } from './archive-scan';
import { decodeLegacyName, decodeUtf8Name } from './entry-names';

/*
 * ZIP local file headers from the start of the archive (PKWARE APPNOTE 4.3.7):
 * the central directory sits at the end, out of reach of the first segment, but
 * each entry is announced by a local header before its data. Sizes of an entry
 * written with a data descriptor (flag bit 3) follow its data, so the walk ends
 * there rather than guessing where the next header starts.
 */

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const ENCRYPTED_DIRECTORY = 0x08064b50;
const DESCRIPTOR = 0x08074b50;
// A split archive's first part starts with a marker before its first header ("PK00" for one part).
const SPAN_MARKERS = new Set([DESCRIPTOR, 0x30304b50]);

const FLAG_ENCRYPTED = 0x0001;
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
// Strong encryption of the central directory masks the local header fields.
const FLAG_MASKED = 0x2000;
const EXTRA_ZIP64 = 0x0001;
const EXTRA_AES = 0x9901;
const EXTRA_UNICODE_PATH = 0x7075;
const ALL_ONES = 0xffffffff;

const SIGNATURES = [LOCAL, END, DESCRIPTOR, 0x30304b50];

export const isZipSignature = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && SIGNATURES.includes(new ByteCursor(bytes).u32());

export function readZip(bytes: Uint8Array, scan: ArchiveScan): void {
  const cursor = new ByteCursor(bytes);
  if (SPAN_MARKERS.has(new ByteCursor(bytes).u32())) cursor.skip(4);
  for (let blocks = 0; ; blocks++) {
    if (blocks >= MAX_BLOCKS) throw new TooManyEntries();
    const start = cursor.pos;
    const signature = cursor.u32();
    if (signature === CENTRAL || signature === END || signature === END64) {
      // Every local header came before the central directory.
      scan.listComplete = true;
      return;
    }
    if (signature === ENCRYPTED_DIRECTORY) {
      scan.headersEncrypted = true;
      return;
    }
    if (signature !== LOCAL) throw new DamagedHeader('structure', start);
    const entry = readLocalHeader(cursor, start);
    if (entry.masked) {
      scan.headersEncrypted = true;
      return;
    }
    const { descriptor, packedSize, ...raw } = entry;
    if (descriptor && packedSize === 0 && !raw.isDirectory) {
      addEntry(scan, { ...raw, size: null });
      scan.warnings.push({ kind: 'size_after_data', name: scan.files[scan.files.length - 1]!.name });
      scan.truncated = true;
      return;
    }
    addEntry(scan, { ...raw, packedSize });
    cursor.skip(packedSize);
    if (descriptor) skipDescriptor(cursor, entry.zip64);
  }
}

function readLocalHeader(cursor: ByteCursor, start: number) {
  cursor.skip(2); // version needed
  const flags = cursor.u16();
  cursor.skip(10); // method, time, date, CRC-32
  let packedSize = cursor.u32();
  let size = cursor.u32();
  const nameLength = cursor.u16();
  const extraLength = cursor.u16();
  const nameBytes = cursor.take(nameLength);
  const extra = cursor.window(extraLength);
  let encrypted = (flags & FLAG_ENCRYPTED) !== 0;
  let zip64 = false;
  let unicodeName: string | null = null;
  insideHeader(start, () => {
    while (extra.remaining >= 4) {
      const id = extra.u16();
      const field = extra.window(extra.u16());
      if (id === EXTRA_ZIP64) {
        zip64 = true;
        // The local Zip64 field holds the original size, then the compressed size, for those set to all ones.
        if (size === ALL_ONES) size = field.u64();
        if (packedSize === ALL_ONES) packedSize = field.u64();
      } else if (id === EXTRA_AES) {
        encrypted = true;
      } else if (id === EXTRA_UNICODE_PATH && field.u8() === 1) {
        // Info-ZIP's UTF-8 path, valid only while its CRC matches the name it replaces.
        if (field.u32() === crc32(nameBytes)) unicodeName = decodeUtf8Name(field.take(field.remaining));
      }
    }
  });
  const rawName =
    unicodeName ?? (flags & FLAG_UTF8 ? decodeUtf8Name(nameBytes) : decodeLegacyName(nameBytes));
  return {
    rawName,
    size,
    packedSize,
    encrypted,
    isDirectory: /[\\/]$/.test(rawName) && size === 0,
    descriptor: (flags & FLAG_DESCRIPTOR) !== 0,
    masked: (flags & FLAG_MASKED) !== 0,
    zip64,
  };
}

/** CRC-32 and both sizes, 4 or (Zip64) 8 bytes each, optionally after their own signature. */
function skipDescriptor(cursor: ByteCursor, zip64: boolean): void {
  if (new ByteCursor(cursor.bytes, cursor.pos).u32() === DESCRIPTOR) cursor.skip(4);
  cursor.skip(zip64 ? 20 : 12);
}
