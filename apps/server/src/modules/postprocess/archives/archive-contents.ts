import { archiveWarningText } from '@nzbkino/shared';
import { newScan, runReader, type ArchiveEntry, type ArchiveFormat, type ArchiveScan } from './archive-scan';
import { isArchiveName, isExecutableName, isSampleName, isSideFileName } from './entry-names';
import { RAR4_SIGNATURE, readRar4 } from './rar4-headers';
import { RAR5_SIGNATURE, readRar5 } from './rar5-headers';
import { readSevenZip, SEVEN_ZIP_SIGNATURE, type ArchiveTail } from './seven-zip-headers';
import { isZipSignature, readZip } from './zip-headers';

export type { ArchiveEntry, ArchiveFormat } from './archive-scan';
export type { ArchiveTail } from './seven-zip-headers';

/** What the first bytes of an archive's first volume say about its contents. */
export interface ArchiveContents {
  format: ArchiveFormat;
  files: ArchiveEntry[];
  /** The file list itself is encrypted (RAR -hp, 7z -mhe=on, ZIP with an encrypted central directory). */
  headersEncrypted: boolean;
  /** At least one listed file's data is encrypted. */
  encryptedFiles: boolean;
  /** The bytes ended before the headers did: more entries may follow. */
  truncated: boolean;
  /** A header contradicted its format; reading stopped there (a failure to record). */
  corrupt: boolean;
  /** The list was read to its end: nothing cut off, damaged, compressed or encrypted away. */
  listComplete: boolean;
  /** A listed file is itself an archive (.rar, .r00, .7z, .zip, .001 …). */
  innerArchive: boolean;
  /** A listed file is a Windows program or script (.exe, .scr, .lnk, .vbs …). */
  executables: boolean;
  /** The complete list holds nothing but samples (and side files such as .nfo). */
  onlySamples: boolean;
  /** German texts for the operator. */
  warnings: string[];
  /** 7z: the absolute range holding the header database, when it lay beyond the bytes given. */
  moreBytes?: { offset: number; length: number };
}

export interface ReadArchiveOptions {
  /** Bytes from later in the archive (for 7z, the segment holding its header database). */
  tail?: ArchiveTail;
}

const startsWith = (bytes: Uint8Array, signature: Uint8Array): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

function detectFormat(bytes: Uint8Array): ArchiveFormat {
  if (startsWith(bytes, RAR5_SIGNATURE)) return 'rar5';
  if (startsWith(bytes, RAR4_SIGNATURE)) return 'rar4';
  if (startsWith(bytes, SEVEN_ZIP_SIGNATURE)) return '7z';
  if (isZipSignature(bytes)) return 'zip';
  return 'unknown';
}

/**
 * Reads the headers of a RAR 4, RAR 5, 7z or ZIP archive from its first bytes
 * (the first yEnc segment of the first volume). Pure: no I/O, nothing is
 * decompressed or decrypted, and hostile headers end in `corrupt` or
 * `truncated`, never in an exception, a loop or an allocation they ask for.
 */
export function readArchiveContents(bytes: Uint8Array, options: ReadArchiveOptions = {}): ArchiveContents {
  const scan = newScan(detectFormat(bytes));
  switch (scan.format) {
    case 'rar5':
      runReader(scan, () => readRar5(bytes, scan));
      break;
    case 'rar4':
      runReader(scan, () => readRar4(bytes, scan));
      break;
    case '7z':
      runReader(scan, () => readSevenZip(bytes, scan, options.tail));
      break;
    case 'zip':
      runReader(scan, () => readZip(bytes, scan));
      break;
    case 'unknown':
      scan.warnings.push({ kind: 'unknown_format' });
      break;
  }
  return summarize(scan);
}

function summarize(scan: ArchiveScan): ArchiveContents {
  const files = scan.files;
  const contents = files.filter((file) => !file.isDirectory);
  const main = contents.filter((file) => !isSideFileName(file.name));
  const result: ArchiveContents = {
    format: scan.format,
    files,
    headersEncrypted: scan.headersEncrypted,
    encryptedFiles: files.some((file) => file.encrypted),
    truncated: scan.truncated,
    corrupt: scan.corrupt,
    listComplete: scan.listComplete,
    innerArchive: contents.some((file) => isArchiveName(file.name)),
    executables: contents.some((file) => isExecutableName(file.name)),
    // Only a whole list can say "nothing but": the next header might hold the film.
    onlySamples: scan.listComplete && main.length > 0 && main.every((file) => isSampleName(file.name)),
    warnings: scan.warnings.map(archiveWarningText),
  };
  if (scan.moreBytes) result.moreBytes = scan.moreBytes;
  return result;
}

/** Newznab `password` attribute values. */
export type NewznabPassword = -1 | 0 | 1 | 2;

/**
 * The Newznab `password` value: 1 passworded (encrypted headers or files), 2 an
 * archive inside, 0 none, and -1 while nothing readable says either way —
 * clients treat anything above 0 as passworded, so an unread archive is never
 * called passworded, and a list that shows only folders so far is not "none".
 */
export function archivePassword(contents: ArchiveContents): NewznabPassword {
  if (contents.headersEncrypted || contents.encryptedFiles) return 1;
  if (contents.innerArchive) return 2;
  if (contents.listComplete || contents.files.some((file) => !file.isDirectory)) return 0;
  return -1;
}
