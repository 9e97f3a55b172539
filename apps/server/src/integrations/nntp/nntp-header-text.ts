import { isUtf8 } from 'node:buffer';

// Windows-1252 at 0x80–0x9F, where Latin-1 has invisible C1 controls: posters whose
// software says Latin-1 write „ “ – € there. (Node 20's TextDecoder('windows-1252')
// decodes these bytes as C1 controls, so the table is ours.)
const CP1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  return /[\x80-\x9f]/.test(text)
    ? text.replace(/[\x80-\x9f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]!)
    : text;
}

/**
 * Header bytes as text: UTF-8 when they are valid UTF-8 (plain ASCII is),
 * otherwise Latin-1 (read as Windows-1252, its superset) — so "Ä" arrives as
 * "Ä" whether it was posted as C3 84 or as C4. Encoded words
 * (=?UTF-8?B?…?=, RFC 2047) are decoded too.
 */
export function decodeHeaderText(bytes: Buffer): string {
  const text = decodeHeaderBytes(bytes);
  return text.includes('=?') ? decodeEncodedWords(text) : text;
}

/** UTF-8 when valid, else Windows-1252; no encoded words (for message-ids and references). */
export function decodeHeaderBytes(bytes: Buffer): string {
  return isUtf8(bytes) ? bytes.toString('utf8') : windows1252(bytes);
}

const WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
// RFC 2047 §6.2: white space between two adjacent encoded words is not displayed.
const BETWEEN_WORDS = /(=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g;

/** Decodes RFC 2047 encoded words; a word in an unknown charset is left as it was. */
export function decodeEncodedWords(text: string): string {
  return text
    .replace(BETWEEN_WORDS, '$1')
    .replace(WORD, (word, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data);
      return decodeCharset(bytes, charset) ?? word;
    });
}

function quotedPrintable(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    const hex = c === '=' ? data.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(c === '_' ? 0x20 : c.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

const LATIN1 = new Set(['iso-8859-1', 'latin1', 'l1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);

function decodeCharset(bytes: Buffer, charset: string): string | null {
  // RFC 2231 allows a language after an asterisk: UTF-8*de.
  const label = charset.split('*')[0]!.toLowerCase();
  if (label === 'utf-8' || label === 'utf8')
    return isUtf8(bytes) ? bytes.toString('utf8') : windows1252(bytes);
  if (LATIN1.has(label)) return windows1252(bytes);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return null;
  }
}
