import * as rules from './rules';
import * as scanChars from './scan-chars';
import * as scanElements from './scan-elements';
import * as scanState from './scan-state';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const { EQUALS, GT, MESSAGE_ID, QUOTE, SLASH, SPACE } = scanChars;
const { MAX_MESSAGE_ID_LENGTH, MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER } = rules;
const { finishSegment } = scanElements;
const { PARSED } = scanState;

/*
 * The segment fast path: `<segment bytes="…" number="…">id</segment>` as
 * nearly every NZB writes it, read with straight comparisons.
 */

/**
 * The segment as nearly every NZB writes it, `<segment bytes="123"
 * number="4">id@host</segment>` (attributes in either order, single spaces,
 * double quotes, plain digits, a message-id of printable ASCII): read with
 * straight comparisons. Returns the position after its end tag, or -1 to
 * read the element the general way.
 */
export function ordinarySegment(s: ScanState, nameStart: number, nameEnd: number): number {
  const codes = s.codes;
  const len = s.len;
  let p = nameEnd;
  let bytes = -1;
  let number = -1;
  for (let a = 0; a < 2; a++) {
    if (p + 12 >= len || codes[p]! !== SPACE) return -1;
    let isBytes: boolean;
    if (
      codes[p + 1]! === 0x62 /* b */ &&
      codes[p + 2]! === 0x79 /* y */ &&
      codes[p + 3]! === 0x74 /* t */ &&
      codes[p + 4]! === 0x65 /* e */ &&
      codes[p + 5]! === 0x73 /* s */ &&
      codes[p + 6]! === EQUALS &&
      codes[p + 7]! === QUOTE
    ) {
      isBytes = true;
      p += 8;
    } else if (
      codes[p + 1]! === 0x6e /* n */ &&
      codes[p + 2]! === 0x75 /* u */ &&
      codes[p + 3]! === 0x6d /* m */ &&
      codes[p + 4]! === 0x62 /* b */ &&
      codes[p + 5]! === 0x65 /* e */ &&
      codes[p + 6]! === 0x72 /* r */ &&
      codes[p + 7]! === EQUALS &&
      codes[p + 8]! === QUOTE
    ) {
      isBytes = false;
      p += 9;
    } else {
      return -1;
    }
    const start = p;
    let value = 0;
    for (; p < len && p - start <= 10; p++) {
      const digit = codes[p]! - 0x30;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    if (p === start || p - start > 10 || p >= len || codes[p]! !== QUOTE) return -1;
    p += 1;
    if (isBytes) {
      if (bytes !== -1 || value > MAX_SEGMENT_BYTES) return -1;
      bytes = value;
    } else {
      if (number !== -1 || value > MAX_SEGMENT_NUMBER) return -1;
      number = value;
    }
  }
  if (p >= len || codes[p]! !== GT) return -1;
  const idStart = p + 1;
  const idEnd = plainMessageIdEnd(s, idStart, nameStart, nameEnd);
  if (idEnd === -1) return -1;
  if (s.failure === null) {
    if (s.keepSegments) s.segments.push({ number, bytes, messageId: s.source.slice(idStart, idEnd) });
    s.fileSegments += 1;
    s.fileBytes += bytes;
  }
  return idEnd + 3 + (nameEnd - nameStart);
}

/** `<segment ` at `lt`. */
export function isSegmentTag(s: ScanState, lt: number): boolean {
  const codes = s.codes;
  return (
    lt + 8 < s.len &&
    codes[lt + 2]! === 0x65 /* e */ &&
    codes[lt + 3]! === 0x67 /* g */ &&
    codes[lt + 4]! === 0x6d /* m */ &&
    codes[lt + 5]! === 0x65 /* e */ &&
    codes[lt + 6]! === 0x6e /* n */ &&
    codes[lt + 7]! === 0x74 /* t */ &&
    codes[lt + 8]! === SPACE
  );
}

/**
 * A segment whose attributes were read the general way but whose content is
 * a plain message-id directly followed by its end tag. Returns the position
 * after the end tag, or -1.
 */
export function plainSegment(s: ScanState, from: number, nameStart: number, nameEnd: number): number {
  const idEnd = plainMessageIdEnd(s, from, nameStart, nameEnd);
  if (idEnd === -1) return -1;
  if (s.failure === null) {
    const messageId = s.source.slice(from, idEnd);
    if (s.bytesState === PARSED && s.numberState === PARSED) {
      const bytes = s.bytesValue;
      if (s.keepSegments) s.segments.push({ number: s.numberValue, bytes, messageId });
      s.fileSegments += 1;
      s.fileBytes += bytes;
    } else {
      finishSegment(s, messageId);
    }
  }
  return idEnd + 3 + (nameEnd - nameStart);
}

/**
 * If the text at `from` is a valid message-id as it stands (1 to 250
 * printable ASCII characters, no `&`, `<`, `>` or spaces) followed directly
 * by `</name>` closing the segment, where the id ends; else -1.
 */
function plainMessageIdEnd(s: ScanState, from: number, nameStart: number, nameEnd: number): number {
  const codes = s.codes;
  const len = s.len;
  let i = from;
  for (; i < len; i++) {
    const c = codes[i]!;
    const use = c < 128 ? MESSAGE_ID[c]! : 0;
    if (use !== 1) {
      if (use === 2) break;
      return -1;
    }
  }
  if (i === from || i - from > MAX_MESSAGE_ID_LENGTH || i + 1 >= len || codes[i + 1]! !== SLASH) return -1;
  const name = i + 2;
  const n = nameEnd - nameStart;
  if (name + n >= len) return -1;
  for (let k = 0; k < n; k++) {
    if (codes[name + k]! !== codes[nameStart + k]!) return -1;
  }
  return codes[name + n]! === GT ? i : -1;
}
