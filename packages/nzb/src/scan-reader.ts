import { decodeXmlText } from './entities';
import { type NzbErrorPosition, NzbParseError } from './errors';
import { MAX_TAG_LENGTH } from './limits';
import { truncate } from './read';
import * as scanChars from './scan-chars';
import * as scanState from './scan-state';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const { COLON, NAME_CHAR, NAME_START, NEWLINES, isNameCharBeyondAscii, isNameStartBeyondAscii } = scanChars;
const { HAS_CR, HAS_REFERENCE } = scanState;

/*
 * Reading helpers over the code units of a ScanState: names, values, searches,
 * positions and the error messages that carry them.
 */

/** Shortened for messages, so a hostile 16 KiB name does not end up in a log line. */
function shorten(text: string): string {
  return truncate(text, 40);
}

/**
 * Reads an XML name at `start`, up to `limit`; returns its end (`start` if
 * there is none). Sets `colon` (the first one, or -1) and `colons`.
 */
export function readName(s: ScanState, start: number, limit: number): number {
  const codes = s.codes;
  s.colon = -1;
  s.colons = 0;
  if (start >= limit) return start;
  let c = codes[start]!;
  if (c < 128 ? NAME_START[c] !== 1 : !isNameStartBeyondAscii(c)) return start;
  let i = start;
  for (;;) {
    if (c === COLON) {
      if (s.colon === -1) s.colon = i;
      s.colons += 1;
    }
    i += 1;
    if (i >= limit) return i;
    c = codes[i]!;
    if (c < 128 ? NAME_CHAR[c] !== 1 : !isNameCharBeyondAscii(c)) return i;
  }
}

/** A segment count written as 1 to 10 plain digits, or -1. */
export function plainCount(s: ScanState, start: number, end: number): number {
  const codes = s.codes;
  if (s.valueFlags !== 0 || end - start < 1 || end - start > 10) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = codes[i]! - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** An attribute value as the old parser delivered it: newlines normalised, trimmed, decoded. */
export function readValue(s: ScanState, start: number, end: number, flags = s.valueFlags): string {
  let value = s.source.slice(start, end);
  if (flags & HAS_CR) value = value.replace(NEWLINES, '\n');
  value = value.trim();
  return flags & HAS_REFERENCE ? decodeXmlText(value) : value;
}

export function sameText(s: ScanState, a: number, b: number, n: number): boolean {
  const codes = s.codes;
  for (let k = 0; k < n; k++) if (codes[a + k]! !== codes[b + k]!) return false;
  return true;
}

export function isWord(s: ScanState, start: number, end: number, word: Uint8Array): boolean {
  if (end - start !== word.length) return false;
  const codes = s.codes;
  for (let k = 0; k < word.length; k++) if (codes[start + k] !== word[k]) return false;
  return true;
}

/**
 * Where `pattern` (ASCII) next occurs at or after `from`; `len` if nowhere.
 * Looks for its last character, the rarer one in `-->`, `]]>` and `?>`, so a
 * run of dashes or brackets is skipped by the native search.
 */
export function find(s: ScanState, pattern: string, from: number): number {
  const codes = s.codes;
  const len = s.len;
  const last = pattern.length - 1;
  const lastChar = pattern[last]!;
  for (let at = s.source.indexOf(lastChar, from + last); at < len; at = s.source.indexOf(lastChar, at + 1)) {
    let k = 1;
    while (k <= last && codes[at - k] === pattern.charCodeAt(last - k)) k += 1;
    if (k > last) return at - last;
  }
  return len;
}

export function startsWith(s: ScanState, pattern: string, at: number): boolean {
  if (at + pattern.length > s.len) return false;
  for (let k = 0; k < pattern.length; k++) if (s.codes[at + k] !== pattern.charCodeAt(k)) return false;
  return true;
}

/** `word` (ASCII letters) at `at`, in any case. */
export function startsWithIgnoreCase(s: ScanState, at: number, word: string): boolean {
  if (at + word.length > s.len) return false;
  for (let k = 0; k < word.length; k++) {
    if ((s.codes[at + k]! | 0x20) !== (word.charCodeAt(k) | 0x20)) return false;
  }
  return true;
}

export function charAt(s: ScanState, at: number): string {
  return at < s.len ? String.fromCharCode(s.codes[at]!) : '';
}

/** Text for messages, shortened. */
export function slice(s: ScanState, start: number, end: number): string {
  return shorten(s.source.slice(start, Math.min(end, s.len)));
}

/** The name of the tag whose `<` is at `lt`, for messages. */
export function tagName(s: ScanState, lt: number): string {
  const start = lt + 1;
  return slice(s, start, readName(s, start, Math.min(s.len, start + 100)));
}

export function positionOf(s: ScanState, at: number): NzbErrorPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = s.source.indexOf('\n', 0); i < at; i = s.source.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}

export function malformed(s: ScanState, at: number, problem: string): NzbParseError {
  const position = positionOf(s, at);
  return new NzbParseError(
    'MALFORMED',
    `NZB is not well-formed XML: ${problem} (line ${position.line}, column ${position.column})`,
    position,
  );
}

export function truncated(s: ScanState, at: number, what: string): NzbParseError {
  const position = positionOf(s, at);
  return new NzbParseError(
    'MALFORMED',
    `NZB is truncated: ${what} starting at line ${position.line}, column ${position.column} is never closed`,
    position,
  );
}

/** A tag without its `>`: cut off by the end of the document, or absurdly long. */
export function unterminatedTag(s: ScanState, lt: number, limit: number): NzbParseError {
  if (limit >= s.len) return truncated(s, lt, `the tag <${tagName(s, lt)}>`);
  const position = positionOf(s, lt);
  return new NzbParseError(
    'MALFORMED',
    `NZB has a tag longer than ${MAX_TAG_LENGTH} characters (line ${position.line}, column ${position.column})`,
    position,
  );
}

export function unclosedAtEnd(s: ScanState): NzbParseError {
  const open: string[] = [];
  for (let d = 1; d <= s.depth; d++) {
    open.push(`<${slice(s, s.nameStarts[d]!, s.nameEnds[d]!)}>`);
  }
  const position = positionOf(s, s.len);
  return new NzbParseError(
    'MALFORMED',
    `NZB is truncated or unbalanced: the document ends (line ${position.line}, column ${position.column}) ` +
      `with ${open.join(', ')} still open`,
    position,
  );
}
