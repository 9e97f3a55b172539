import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/*
 * Tests only: RAR 4 and RAR 5 archives written per the public technotes, since
 * Debian main has no `rar`. Files are stored (method 0), so an independent
 * reader (7-Zip) can list and test them; "encrypted" files and headers carry
 * the records an encrypting RAR writes, with random bytes where the ciphertext
 * would be — enough for a header reader, which never decrypts.
 */

export interface TestEntry {
  name: string;
  data?: Uint8Array;
  /** Claimed unpacked size; defaults to the data's length. */
  size?: number;
  directory?: boolean;
  encrypted?: boolean;
  /** RAR 4: write the name with the 0x200 flag as 8-bit name + zero + this encoding. */
  encodedName?: { ascii: Uint8Array; encoded: Uint8Array };
  /** The data continues in the next volume (or, with `before`, came from the previous one). */
  split?: { before?: boolean; after?: boolean };
}

export interface TestArchive {
  entries: TestEntry[];
  headersEncrypted?: boolean;
  /** RAR 5: the volume number in the main header (0 = first, written only when given). */
  volume?: number;
  /** Leave out the end-of-archive block, as in an archive cut short. */
  noEnd?: boolean;
}

const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

function u16(value: number): Uint8Array {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
}
function u32(value: number): Uint8Array {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
}

export function vint(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  do {
    const low = rest % 128;
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  return Uint8Array.from(out);
}

// ---- RAR 5 -------------------------------------------------------------------

/** One RAR 5 block: CRC32 over the size vint and the header, then the data area. */
export function rar5Block(fields: Uint8Array[], data: Uint8Array = new Uint8Array()): Uint8Array {
  const header = concat(fields);
  const sized = concat([vint(header.length), header]);
  return concat([u32(crc32(sized)), sized, data]);
}

function rar5File(entry: TestEntry): Uint8Array {
  const data = entry.data ?? new Uint8Array();
  const name = Buffer.from(entry.name, 'utf8');
  const extra = entry.encrypted
    ? (() => {
        // File encryption record: version 0 (AES-256), flags, KDF count, salt, IV.
        const record = concat([
          vint(0x01),
          vint(0),
          vint(0),
          Uint8Array.of(15),
          randomBytes(16),
          randomBytes(16),
        ]);
        return concat([vint(record.length), record]);
      })()
    : new Uint8Array();
  let flags = 0x0002 | (extra.length ? 0x0001 : 0);
  if (entry.split?.before) flags |= 0x0008;
  if (entry.split?.after) flags |= 0x0010;
  const fileFlags = (entry.directory ? 0x0001 : 0) | 0x0004;
  return rar5Block(
    [
      vint(2),
      vint(flags),
      ...(extra.length ? [vint(extra.length)] : []),
      vint(data.length),
      vint(fileFlags),
      vint(entry.size ?? data.length),
      vint(entry.directory ? 0o40755 : 0o100644),
      u32(crc32(data)),
      vint(0), // compression: version 0, stored
      vint(1), // host OS: Unix
      vint(name.length),
      name,
      extra,
    ],
    data,
  );
}

export function writeRar5(archive: TestArchive): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00)];
  if (archive.headersEncrypted) {
    parts.push(
      rar5Block([
        vint(4),
        vint(0),
        vint(0),
        vint(0x0001),
        Uint8Array.of(15),
        randomBytes(16),
        randomBytes(12),
      ]),
    );
    // What follows is IV + AES ciphertext, indistinguishable from noise without the password.
    parts.push(randomBytes(16 + 64));
    return concat(parts);
  }
  const volume = archive.volume;
  const archiveFlags = volume === undefined ? 0 : 0x0001 | (volume > 0 ? 0x0002 : 0);
  parts.push(rar5Block([vint(1), vint(0), vint(archiveFlags), ...(volume ? [vint(volume)] : [])]));
  for (const entry of archive.entries) parts.push(rar5File(entry));
  if (!archive.noEnd) parts.push(rar5Block([vint(5), vint(0), vint(0)]));
  return concat(parts);
}

// ---- RAR 4 -------------------------------------------------------------------

/** One RAR 4 block: HEAD_CRC is the low 16 bits of the CRC32 from HEAD_TYPE to the header's end. */
export function rar4Block(
  type: number,
  flags: number,
  body: Uint8Array,
  data: Uint8Array = new Uint8Array(),
): Uint8Array {
  const rest = concat([Uint8Array.of(type), u16(flags), u16(7 + body.length), body]);
  return concat([u16(crc32(rest) & 0xffff), rest, data]);
}

function rar4File(entry: TestEntry): Uint8Array {
  const data = entry.data ?? new Uint8Array();
  const size = entry.size ?? data.length;
  let flags = 0x8000;
  let nameField: Uint8Array;
  if (entry.encodedName) {
    flags |= 0x0200;
    nameField = concat([entry.encodedName.ascii, Uint8Array.of(0), entry.encodedName.encoded]);
  } else if (/^[\x20-\x7e]*$/.test(entry.name)) {
    nameField = Buffer.from(entry.name, 'latin1');
  } else {
    flags |= 0x0200; // UTF-8 name without a zero byte
    nameField = Buffer.from(entry.name, 'utf8');
  }
  if (entry.directory) flags |= 0x00e0;
  if (entry.encrypted) flags |= 0x0004 | 0x0400;
  if (entry.split?.before) flags |= 0x0001;
  if (entry.split?.after) flags |= 0x0002;
  const large = size > 0xffffffff || data.length > 0xffffffff;
  if (large) flags |= 0x0100;
  const body = concat([
    u32(data.length % 2 ** 32),
    u32(size % 2 ** 32),
    Uint8Array.of(3), // host OS: Unix
    u32(crc32(data)),
    u32(0x5a210000), // DOS time
    Uint8Array.of(29), // needs RAR 2.9
    Uint8Array.of(0x30), // stored
    u16(nameField.length),
    u32(entry.directory ? 0o40755 << 16 : 0o100644 << 16),
    ...(large ? [u32(Math.floor(data.length / 2 ** 32)), u32(Math.floor(size / 2 ** 32))] : []),
    nameField,
    ...(entry.encrypted ? [randomBytes(8)] : []),
  ]);
  return rar4Block(0x74, flags, body, data);
}

export function writeRar4(archive: TestArchive): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00)];
  let mainFlags = archive.volume === undefined ? 0 : 0x0001 | 0x0010 | (archive.volume === 0 ? 0x0100 : 0);
  if (archive.headersEncrypted) mainFlags |= 0x0080;
  parts.push(rar4Block(0x73, mainFlags, new Uint8Array(6)));
  if (archive.headersEncrypted) {
    // Each later block: an 8-byte salt, then AES ciphertext.
    parts.push(randomBytes(8 + 64));
    return concat(parts);
  }
  for (const entry of archive.entries) parts.push(rar4File(entry));
  if (!archive.noEnd) parts.push(rar4Block(0x7b, 0x4000, new Uint8Array()));
  return concat(parts);
}
