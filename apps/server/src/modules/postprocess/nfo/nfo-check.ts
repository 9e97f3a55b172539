import { nfoMessages, type NfoBinaryHint, type NfoRejectReason } from '@nzbkino/shared';
import { extractNfoIds, type NfoIds } from './nfo-ids';

/** Real NFOs are a few KiB; the largest art-heavy ones stay well under this. */
export const NFO_MAX_BYTES = 256 * 1024;
/**
 * Control bytes (below 0x20, other than TAB, LF, FF, CR, SUB and ESC) allowed as a share of
 * the text: CP437 shows them as glyphs (☺ ► ♥) that NFO art uses now and then, but random
 * binary data has ~10 % of them.
 */
const MAX_CONTROL_SHARE = 0.05;

export type NfoCheck =
  { ok: true; ids: NfoIds } | { ok: false; reason: NfoRejectReason; hint?: NfoBinaryHint; message: string };

export interface NfoCheckOptions {
  /** Largest NFO accepted, in bytes (default 256 KiB). */
  maxBytes?: number;
}

type Signature = [hint: NfoBinaryHint, offset: number, magic: number[]];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file of another kind starts with (at `offset`). */
const SIGNATURES: Signature[] = [
  ['executable', 0, [0x7f, ...ascii('ELF')]],
  ['executable', 0, [0xcf, 0xfa, 0xed, 0xfe]],
  ['executable', 0, [0xce, 0xfa, 0xed, 0xfe]],
  ['archive', 0, ascii('PK\x03\x04')],
  ['archive', 0, ascii('PK\x05\x06')],
  ['archive', 0, ascii('Rar!\x1a\x07')],
  ['archive', 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['archive', 0, [0x1f, 0x8b]],
  ['archive', 0, [0xfd, ...ascii('7zXZ'), 0x00]],
  ['archive', 0, [0x28, 0xb5, 0x2f, 0xfd]],
  ['archive', 0, ascii('MSCF')],
  ['archive', 0, ascii('PAR2\0PKT')],
  ['image', 0, [0x89, ...ascii('PNG\r\n\x1a\n')]],
  ['image', 0, [0xff, 0xd8, 0xff]],
  ['image', 0, ascii('GIF8')],
  ['image', 8, ascii('WEBP')],
  ['image', 0, ascii('II*\0')],
  ['image', 0, ascii('MM\0*')],
  ['document', 0, ascii('%PDF-')],
  ['media', 0, [0x1a, 0x45, 0xdf, 0xa3]],
  ['media', 4, ascii('ftyp')],
  ['media', 8, ascii('AVI ')],
  ['media', 0, ascii('OggS')],
  ['media', 0, ascii('fLaC')],
  ['media', 0, ascii('ID3')],
];

function startsWith(bytes: Uint8Array, offset: number, magic: number[]): boolean {
  return bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);
}

/** A DOS/Windows program: `MZ`, then a header full of small numbers (text starting "MZ" has no NULs). */
function isDosProgram(bytes: Uint8Array): boolean {
  return startsWith(bytes, 0, ascii('MZ')) && bytes.length >= 64 && bytes.subarray(2, 64).includes(0);
}

function binaryHint(bytes: Uint8Array): NfoBinaryHint | null {
  if (isDosProgram(bytes)) return 'executable';
  const signature = SIGNATURES.find(([, offset, magic]) => startsWith(bytes, offset, magic));
  if (signature) return signature[0];
  let control = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0) return 'nul';
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1a && b !== 0x1b)
      control++;
  }
  return control > bytes.length * MAX_CONTROL_SHARE ? 'control_bytes' : null;
}

function reject(
  reason: NfoRejectReason,
  context: { hint?: NfoBinaryHint; actual?: number; limitBytes?: number },
) {
  return {
    ok: false as const,
    reason,
    ...(context.hint ? { hint: context.hint } : {}),
    message: nfoMessages[reason](context),
  };
}

/**
 * Whether bytes posted as an NFO (or a small text file) are one worth storing: within the
 * size limit (checked before any byte is read), not empty, and text — CP437 art with bytes
 * above 0x7F is text, NUL bytes, a known file signature or many control bytes are not.
 * An accepted NFO comes with the IMDb, TMDb, TVDB and TVmaze ids it names.
 */
export function checkNfo(bytes: Uint8Array, options: NfoCheckOptions = {}): NfoCheck {
  const max = options.maxBytes ?? NFO_MAX_BYTES;
  if (bytes.length > max) return reject('too_large', { actual: bytes.length, limitBytes: max });
  const hint = binaryHint(bytes);
  if (hint) return reject('binary', { hint });
  // Latin-1 maps every byte to one character: the ids are ASCII, whatever the art around them.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  if (text.trim() === '') return reject('empty', {});
  return { ok: true, ids: extractNfoIds(text) };
}
