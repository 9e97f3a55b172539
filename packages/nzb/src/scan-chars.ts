/*
 * Character codes, character classes and the names the NZB scanner looks for.
 */

export const TAB = 0x09;
export const LF = 0x0a;
export const CR = 0x0d;
export const SPACE = 0x20;
export const HASH = 0x23;
export const AMP = 0x26;
export const APOS = 0x27;
export const QUOTE = 0x22;
export const SLASH = 0x2f;
export const COLON = 0x3a;
export const SEMICOLON = 0x3b;
export const LT = 0x3c;
export const EQUALS = 0x3d;
export const GT = 0x3e;
export const QUESTION = 0x3f;
export const LOWER_X = 0x78;
export const DEL = 0x7f;

// Name characters as fast-xml-parser's validator accepts them (XML 1.0 names
// without the supplementary planes), so no name it took is refused now.
export const NAME_START = new Uint8Array(128);
export const NAME_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const start = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === COLON;
  NAME_START[c] = start ? 1 : 0;
  NAME_CHAR[c] = start || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e ? 1 : 0;
}

export function isNameStartBeyondAscii(c: number): boolean {
  return (
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd)
  );
}

export function isNameCharBeyondAscii(c: number): boolean {
  return (
    isNameStartBeyondAscii(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || (c >= 0x203f && c <= 0x2040)
  );
}

// What a plain message-id may contain (printable ASCII but `&`, `<`, `>`): 1;
// `<`, which ends it: 2. Anything else sends the segment the general way.
export const MESSAGE_ID = new Uint8Array(128);
for (let c = 0x21; c < DEL; c++) MESSAGE_ID[c] = c === AMP || c === GT ? 0 : c === LT ? 2 : 1;

export function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR;
}

export function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

export function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

export function ascii(word: string): Uint8Array {
  return Uint8Array.from(word, (c) => c.charCodeAt(0));
}

// Names the reader looks for, as code units.
export const WORD_BYTES = ascii('bytes');
export const WORD_DATE = ascii('date');
export const WORD_FILE = ascii('file');
export const WORD_GROUP = ascii('group');
export const WORD_GROUPS = ascii('groups');
export const WORD_HEAD = ascii('head');
export const WORD_META = ascii('meta');
export const WORD_NUMBER = ascii('number');
export const WORD_NZB = ascii('nzb');
export const WORD_POSTER = ascii('poster');
export const WORD_SEGMENT = ascii('segment');
export const WORD_SEGMENTS = ascii('segments');
export const WORD_SUBJECT = ascii('subject');
export const WORD_TYPE = ascii('type');
export const WORD_XMLNS = ascii('xmlns');

export const NEWLINES = /\r\n?/g;

export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(NEWLINES, '\n') : text;
}
