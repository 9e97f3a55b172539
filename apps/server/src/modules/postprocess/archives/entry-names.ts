import { decodeCp437 } from '../../nfo/cp437';

/*
 * Names inside an archive come from whoever made it. They are shown, never used
 * as paths: a name that climbs out of its folder (`../`), is absolute, or hides
 * its real end behind control or bidirectional-override characters
 * ("film\u202Ecod.exe" shows as "filmexe.doc") is flagged, and the shown text
 * has those characters replaced.
 */

// C0, DEL, C1, and the bidi controls that reorder how a name reads (U+200E/F, U+202A–E, U+2066–9).
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ALL_HIDDEN = new RegExp(HIDDEN.source, 'g');
const MAX_SHOWN = 1024;

export interface CheckedName {
  /** The name for display: hidden characters replaced by U+FFFD, at most 1024 characters. */
  name: string;
  unsafe: boolean;
}

export function checkName(raw: string): CheckedName {
  const hidden = HIDDEN.test(raw);
  const segments = raw.split(/[\\/]/);
  const climbs = segments.some((segment) => segment === '..');
  const absolute = /^[\\/]/.test(raw) || /^[a-zA-Z]:/.test(raw);
  let name = raw.replace(ALL_HIDDEN, '\ufffd');
  if (name.length > MAX_SHOWN) name = `${name.slice(0, MAX_SHOWN)}…`;
  return { name, unsafe: hidden || climbs || absolute };
}

/**
 * Names in the old code page of DOS archivers (RAR 4 without the Unicode flag,
 * ZIP without the UTF-8 flag). Control bytes stay control characters so that
 * checkName sees them; the rest is CP437.
 */
export function decodeLegacyName(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte < 0x20 || byte === 0x7f ? String.fromCharCode(byte) : decodeCp437(Uint8Array.of(byte));
  }
  return text;
}

const utf8 = new TextDecoder('utf-8');

/** UTF-8 names; invalid sequences become U+FFFD rather than failing the archive. */
export function decodeUtf8Name(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** The last path segment, lower-case, without the trailing dots and spaces Windows ignores. */
function baseName(name: string): string {
  const segments = name.split(/[\\/]/);
  return (segments[segments.length - 1] ?? '').toLowerCase().replace(/[. ]+$/, '');
}

// An archive inside the archive: RAR sets and their old volume names, 7z, ZIP and its
// split parts, numbered split files (.001), and the other archivers NNTmux also counts.
const ARCHIVE =
  /\.(rar|r\d{2}|s\d{2}|7z|zip|zipx|z\d{2}|tar|tgz|tbz2?|txz|gz|bz2|xz|lz|lzma|zst|ace|arj|cab|lzh|lha|0\d\d)$/;

// Programs and scripts Windows runs on a double click; in a film or episode they are malware bait.
const EXECUTABLE =
  /\.(exe|com|bat|cmd|scr|pif|msi|msp|lnk|vbs|vbe|js|jse|wsf|wsh|ps1|psm1|hta|cpl|jar|reg|scf)$/;

// Side files that do not make a release more than its sample.
const SIDE_FILE = /\.(nfo|sfv|srr|md5|sha1|txt|diz|url|jpg|jpeg|png|par2)$/;

const SAMPLE = /(^|[^a-z0-9])sample([^a-z0-9]|$)/i;

export const isArchiveName = (name: string): boolean => ARCHIVE.test(baseName(name));
export const isExecutableName = (name: string): boolean => EXECUTABLE.test(baseName(name));
export const isSideFileName = (name: string): boolean => SIDE_FILE.test(baseName(name));
export const isSampleName = (name: string): boolean => SAMPLE.test(name);
