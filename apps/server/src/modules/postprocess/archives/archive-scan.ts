import type { ArchiveWarning } from '@nzbkino/shared';
import { DamagedHeader, OutOfBytes } from './byte-cursor';
import { checkName } from './entry-names';

export type ArchiveFormat = 'rar4' | 'rar5' | '7z' | 'zip' | 'unknown';

/** One entry of an archive's file list, as its header states it. */
export interface ArchiveEntry {
  /** For display only: hidden characters replaced; never used as a path. */
  name: string;
  /** Unpacked size as claimed; null where the header does not know it. */
  size: number | null;
  /** Packed size in this volume, where the header gives it per file. */
  packedSize?: number;
  encrypted: boolean;
  isDirectory: boolean;
  /** The name climbs out (`../`), is absolute, or holds control or bidi characters. */
  unsafeName: boolean;
}

/** What a format reader found; the summary derives the flags from it. */
export interface ArchiveScan {
  format: ArchiveFormat;
  files: ArchiveEntry[];
  headersEncrypted: boolean;
  /** The bytes ended before the headers did. */
  truncated: boolean;
  /** A header contradicted its format; reading stopped there. */
  corrupt: boolean;
  /** The file list was read to its end: nothing cut off, damaged or hidden. */
  listComplete: boolean;
  warnings: ArchiveWarning[];
  /** Absolute range (from the archive's first byte) that would complete the answer (7z). */
  moreBytes?: { offset: number; length: number };
}

/** Entries kept per archive; "millions of tiny headers" stop here. */
export const MAX_ENTRIES = 10_000;
/** Blocks walked per archive (files, service blocks, comments …). */
export const MAX_BLOCKS = 50_000;
const MAX_NAME_WARNINGS = 10;
// A claimed unpacked size this far above the packed size is a bomb's signature (deflate tops out near 1032:1).
const BOMB_RATIO = 1000;
const BOMB_MIN_SIZE = 1024 ** 3;

export class TooManyEntries extends Error {
  constructor() {
    super('too many entries');
  }
}

export function newScan(format: ArchiveFormat): ArchiveScan {
  return {
    format,
    files: [],
    headersEncrypted: false,
    truncated: false,
    corrupt: false,
    listComplete: false,
    warnings: [],
  };
}

export interface RawEntry {
  rawName: string;
  size: number | null;
  packedSize?: number;
  encrypted: boolean;
  isDirectory: boolean;
  /** The data continues in another volume, so packed and unpacked sizes cannot be compared. */
  split?: boolean;
}

export function addEntry(scan: ArchiveScan, raw: RawEntry): void {
  if (scan.files.length >= MAX_ENTRIES) throw new TooManyEntries();
  const { name, unsafe } = checkName(raw.rawName);
  const entry: ArchiveEntry = {
    name,
    size: raw.size,
    encrypted: raw.encrypted,
    isDirectory: raw.isDirectory,
    unsafeName: unsafe,
  };
  if (raw.packedSize !== undefined) entry.packedSize = raw.packedSize;
  scan.files.push(entry);
  if (unsafe && scan.warnings.filter((w) => w.kind === 'unsafe_name').length < MAX_NAME_WARNINGS) {
    scan.warnings.push({ kind: 'unsafe_name', name });
  }
  const packed = raw.packedSize;
  if (
    !raw.split &&
    packed !== undefined &&
    raw.size !== null &&
    raw.size >= BOMB_MIN_SIZE &&
    raw.size > BOMB_RATIO * Math.max(packed, 1)
  ) {
    scan.warnings.push({ kind: 'claimed_size', name, size: raw.size, packedSize: packed });
  }
}

/**
 * Runs a format reader and turns how it stopped into the scan's state: out of
 * bytes is truncation, a contradiction is damage, the cap is a warning. A reader
 * that returns normally sets `listComplete` itself when it saw the end.
 */
export function runReader(scan: ArchiveScan, read: () => void): ArchiveScan {
  try {
    read();
  } catch (error) {
    if (error instanceof OutOfBytes) {
      scan.truncated = true;
    } else if (error instanceof DamagedHeader) {
      scan.corrupt = true;
      scan.warnings.push({ kind: 'damaged', reason: error.reason, offset: error.offset });
    } else if (error instanceof TooManyEntries) {
      scan.truncated = true;
      scan.warnings.push({ kind: 'too_many_entries', limit: MAX_ENTRIES });
    } else {
      throw error;
    }
  }
  if (scan.truncated || scan.corrupt) scan.listComplete = false;
  // One reason per stop: the specific ones already say why the list ends early.
  const said = new Set(['header_beyond', 'size_after_data', 'too_many_entries']);
  if (scan.truncated && !scan.warnings.some((w) => said.has(w.kind)))
    scan.warnings.push({ kind: 'truncated' });
  return scan;
}

/** Within a header that lies wholly in the bytes, running out means a field lies about its length. */
export function insideHeader<T>(offset: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof OutOfBytes) throw new DamagedHeader('field_outside', offset);
    throw error;
  }
}
