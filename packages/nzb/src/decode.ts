import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { NzbParseError } from './errors';

/**
 * Turns raw upload bytes into the document text. Handles the byte order marks
 * and the `encoding` of the XML declaration, because older German posting tools
 * still write ISO-8859-1 subjects and decoding those as UTF-8 would mangle umlauts.
 */
export function decodeNzbBytes(input: Buffer): string {
  if (input.length >= 3 && input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(input.subarray(3));
  }
  if (input.length >= 2 && input[0] === 0xff && input[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(input.subarray(2));
  }
  if (input.length >= 2 && input[0] === 0xfe && input[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(input.subarray(2));
  }
  return decoderFor(declaredEncoding(input)).decode(input);
}

/** Strips a BOM that survived an earlier decode by the caller. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The decoded document as the scanner reads it: the UTF-16 code units of the
 * text in a typed array (an indexed load costs a fraction of `charCodeAt`),
 * and the text itself to cut strings from, with the same indexes.
 *
 * An ASCII upload, which nearly every NZB is, is its own code units, and its
 * text is made in pieces of 32 Ki characters, each only when a string is cut
 * from it: V8 allocates strings over 128 KiB in large-object space, and the
 * importer, which keeps no message-ids, then turns only the few pieces with
 * subjects and names into strings. The whole text is only assembled when
 * asked for (error paths).
 */
export class DecodedText {
  readonly length: number;

  private constructor(
    /** Code units of the text; `codes[i] === text.charCodeAt(i)`. */
    readonly codes: Uint8Array | Uint16Array,
    /** The pieces made so far; the bytes of an ASCII text make the others on demand. */
    private readonly pieces: (string | undefined)[],
    /** log2 of the piece size; 31 for a single piece. */
    private readonly bits: number,
    private whole: string | null,
    private readonly ascii: Buffer | null,
  ) {
    this.length = codes.length;
  }

  static of(text: string): DecodedText {
    return new DecodedText(codeUnits(text), [text], 31, text, null);
  }

  /** Bytes known to be ASCII, read as themselves. */
  static ofAscii(bytes: Buffer): DecodedText {
    const count = Math.max(1, Math.ceil(bytes.length / PIECE));
    return new DecodedText(bytes, new Array<string | undefined>(count), PIECE_BITS, null, bytes);
  }

  private piece(index: number): string {
    let piece = this.pieces[index];
    if (piece === undefined) {
      const start = index << this.bits;
      piece = this.ascii!.toString('latin1', start, Math.min(this.length, start + PIECE));
      this.pieces[index] = piece;
    }
    return piece;
  }

  /** Like `String.prototype.slice` on the text, for 0 <= start, end <= length. */
  slice(start: number, end: number): string {
    if (end <= start) return '';
    const bits = this.bits;
    const first = start >>> bits;
    const last = (end - 1) >>> bits;
    const base = first << bits;
    if (first === last) return this.piece(first).slice(start - base, end - base);
    let text = this.piece(first).slice(start - base);
    for (let i = first + 1; i < last; i++) text += this.piece(i);
    return text + this.piece(last).slice(0, end - (last << bits));
  }

  /** Like `String.prototype.indexOf` for one character, but -1 is `length`. */
  indexOf(char: string, from: number): number {
    if (this.ascii !== null) {
      // The bytes are the code units: search them natively, without making strings.
      const at = char.charCodeAt(0) < 0x80 ? this.ascii.indexOf(char.charCodeAt(0), from) : -1;
      return at === -1 ? this.length : at;
    }
    const bits = this.bits;
    for (let piece = from >>> bits; piece < this.pieces.length; piece++) {
      const base = piece << bits;
      const at = this.piece(piece).indexOf(char, Math.max(0, from - base));
      if (at !== -1) return base + at;
    }
    return this.length;
  }

  /** The first `max` characters (all of them if fewer). */
  head(max: number): string {
    return max >= this.length ? this.toString() : this.slice(0, max);
  }

  /** The whole text. */
  toString(): string {
    if (this.whole === null) {
      const parts: string[] = [];
      for (let i = 0; i < this.pieces.length; i++) parts.push(this.piece(i));
      this.whole = parts.join('');
    }
    return this.whole;
  }
}

const PIECE_BITS = 15;
const PIECE = 1 << PIECE_BITS;

/**
 * {@link decodeNzbBytes} or {@link stripBom}, read for the scanner. Refuses the
 * same encodings, and decodes to the same text, as those two.
 */
export function decodeNzb(input: Buffer | string): DecodedText {
  if (typeof input === 'string') return DecodedText.of(stripBom(input));
  // No BOM starts with an ASCII byte, and ASCII bytes are themselves in UTF-8
  // and the usual single-byte encodings.
  if (isAscii(input)) {
    const encoding = declaredEncoding(input);
    if (encoding === null || ASCII_AS_IS.has(encoding)) {
      if (encoding !== null) decoderFor(encoding);
      return DecodedText.ofAscii(input);
    }
  }
  return DecodedText.of(decodeNzbBytes(input));
}

// Stateful encodings (ISO-2022-JP) give ASCII bytes other meanings, so only these are read as is.
const ASCII_AS_IS = new Set([
  'utf-8',
  'utf8',
  'us-ascii',
  'ascii',
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'iso-8859-15',
  'windows-1252',
  'cp1252',
]);

function codeUnits(text: string): Uint8Array | Uint16Array {
  // Only an all-ASCII text has as many UTF-8 bytes as characters.
  if (Buffer.byteLength(text, 'utf8') === text.length) return Buffer.from(text, 'latin1');
  const bytes = Buffer.from(text, 'utf16le');
  if (LITTLE_ENDIAN && bytes.byteOffset % 2 === 0) {
    return new Uint16Array(bytes.buffer, bytes.byteOffset, text.length);
  }
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

// The declaration must be the very first thing in the document, so looking at
// the first bytes (read as ASCII, which every supported encoding agrees with) suffices.
const DECLARATION = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/;

function declaredEncoding(input: Buffer): string | null {
  const head = input.subarray(0, 200).toString('latin1');
  return DECLARATION.exec(head)?.[1]?.toLowerCase() ?? null;
}

function decoderFor(encoding: string | null): TextDecoder {
  if (encoding === null || encoding === 'utf-8' || encoding === 'utf8') return new TextDecoder('utf-8');
  // A declared UTF-16 without a BOM is too rare to guess the byte order for.
  if (encoding.startsWith('utf-16')) {
    throw new NzbParseError('NOT_XML', `Unsupported document encoding "${encoding}" without byte order mark`);
  }
  try {
    return new TextDecoder(encoding);
  } catch {
    throw new NzbParseError('NOT_XML', `Unsupported document encoding "${encoding}"`);
  }
}
