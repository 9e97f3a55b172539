import { decodeXmlText } from './entities';
import { MAX_TAG_LENGTH } from './limits';
import { allowedDoctypeEnd, forbiddenDoctype, forbiddenEntity, undefinedEntity } from './safety';
import * as scanChars from './scan-chars';
import * as scanReader from './scan-reader';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const {
  AMP,
  APOS,
  EQUALS,
  GT,
  HASH,
  LOWER_X,
  LT,
  QUESTION,
  QUOTE,
  SEMICOLON,
  isHexDigit,
  isSpace,
  isWordChar,
  normalizeNewlines,
} = scanChars;
const {
  charAt,
  find,
  malformed,
  readName,
  slice,
  startsWith,
  startsWithIgnoreCase,
  truncated,
  unterminatedTag,
} = scanReader;

/*
 * Character data, references, comments, CDATA, the DOCTYPE and the XML declaration.
 */

/** Character data between two pieces of markup. */
export function characters(s: ScanState, start: number, end: number): void {
  const codes = s.codes;
  if (s.depth === 0) {
    for (let i = start; i < end; i++) {
      if (!isSpace(codes[i]!)) {
        throw malformed(
          s,
          i,
          s.rootSeen ? 'text after the end of the root element' : 'text before the root element',
        );
      }
    }
    return;
  }
  if (s.nextReference < start) s.nextReference = find(s, '&', start);
  if (s.nextReference < end) {
    let i = s.nextReference;
    while (i < end) i = find(s, '&', reference(s, i, end, 'text'));
    s.nextReference = i;
  }
  if (s.captureDepth === s.depth) {
    const piece = s.source.slice(start, end);
    if (s.captureTrimmed) s.run += piece;
    else s.text += decodeXmlText(normalizeNewlines(piece));
  }
}

/**
 * Checks the reference at `at` (an `&`) the way the old validator did:
 * `&name;` with 1 to 20 word characters, `&#digits;` or `&#xhex;`.
 * Returns the position after its `;`.
 */
export function reference(s: ScanState, at: number, end: number, where: string): number {
  const codes = s.codes;
  let i = at + 1;
  if (i < end && codes[i]! === HASH) {
    i += 1;
    const hex = i < end && codes[i]! === LOWER_X;
    if (hex) i += 1;
    for (; i < end; i++) {
      const c = codes[i]!;
      if (c === SEMICOLON) return i + 1;
      if (hex ? !isHexDigit(c) : c < 0x30 || c > 0x39) break;
    }
  } else {
    for (let n = 0; i < end; i++, n++) {
      const c = codes[i]!;
      if (c === SEMICOLON) {
        if (n === 0) break;
        // Without a DTD (which NZBs may not have) only the five predefined entities exist;
        // `&foo;` is an undeclared entity, and left as text it would reach whoever reads it next.
        if (!isPredefinedEntity(codes, at + 1, i)) throw undefinedEntity();
        return i + 1;
      }
      if (n === 20 || !isWordChar(c)) break;
    }
  }
  if (i >= s.len) throw truncated(s, at, 'a reference');
  throw malformed(s, at, `"&" in ${where} does not start a valid reference (write &amp; for a literal "&")`);
}

/** `amp`, `lt`, `gt`, `quot` or `apos` between `from` and `to`; compared in place, as subjects are full of `&amp;`. */
function isPredefinedEntity(codes: ArrayLike<number>, from: number, to: number): boolean {
  const is = (name: string) => {
    if (to - from !== name.length) return false;
    for (let k = 0; k < name.length; k++) if (codes[from + k] !== name.charCodeAt(k)) return false;
    return true;
  };
  return is('amp') || is('quot') || is('apos') || is('lt') || is('gt');
}

/** Ends the current text piece of a <meta> or <group>: trimmed, then decoded. */
export function flushRun(s: ScanState): void {
  if (s.run === '') return;
  const piece = normalizeNewlines(s.run).trim();
  s.run = '';
  if (piece !== '') s.text += decodeXmlText(piece);
}

/** `<!--`, `<![CDATA[`, `<!DOCTYPE` and anything else starting with `<!`. */
export function declaration(s: ScanState, lt: number): number {
  const len = s.len;
  if (startsWith(s, '--', lt + 2)) {
    const end = find(s, '-->', lt + 4);
    if (end === len) throw truncated(s, lt, 'a comment');
    checkEmbeddedDeclarations(s, lt + 4, end);
    return end + 3;
  }
  if (startsWith(s, '[CDATA[', lt + 2)) {
    if (s.depth === 0) throw malformed(s, lt, 'CDATA section outside the root element');
    const start = lt + 9;
    const end = find(s, ']]>', start);
    if (end === len) throw truncated(s, lt, 'a CDATA section');
    checkEmbeddedDeclarations(s, start, end);
    if (s.captureDepth === s.depth) {
      if (s.captureTrimmed) flushRun(s);
      s.text += normalizeNewlines(s.source.slice(start, end));
    }
    return end + 3;
  }
  if (startsWithIgnoreCase(s, lt + 2, 'DOCTYPE')) {
    s.doctypes += 1;
    const end = doctypeEndAt(s, lt);
    if (s.doctypes > 1 || end === -1) throw forbiddenDoctype();
    if (s.rootSeen) throw malformed(s, lt, 'the DOCTYPE declaration must come before the root element');
    return end;
  }
  if (startsWithIgnoreCase(s, lt + 2, 'ENTITY')) throw forbiddenEntity();
  if (lt + 2 >= len) throw truncated(s, lt, 'a markup declaration');
  throw malformed(
    s,
    lt,
    `unknown markup declaration ${JSON.stringify(s.source.slice(lt, Math.min(len, lt + 12)))}`,
  );
}

/**
 * `<!ENTITY` and `<!DOCTYPE` are refused anywhere, comments and CDATA
 * included, as the whole-text pre-check always did.
 */
function checkEmbeddedDeclarations(s: ScanState, start: number, end: number): void {
  if (s.nextDeclaration < start) s.nextDeclaration = find(s, '<!', start);
  while (s.nextDeclaration < end) {
    const at = s.nextDeclaration;
    if (startsWithIgnoreCase(s, at + 2, 'ENTITY')) throw forbiddenEntity();
    if (startsWithIgnoreCase(s, at + 2, 'DOCTYPE')) {
      s.doctypes += 1;
      if (s.doctypes > 1 || doctypeEndAt(s, at) === -1) throw forbiddenDoctype();
    }
    s.nextDeclaration = find(s, '<!', at + 2);
  }
}

/**
 * The end of the standard DOCTYPE at `at`, or -1. The allowed forms contain
 * no `>` before their last character, so the first `>` bounds the candidate.
 */
function doctypeEndAt(s: ScanState, at: number): number {
  const close = find(s, '>', at);
  if (close === s.len) return -1;
  const candidate = s.source.slice(at, close + 1);
  return allowedDoctypeEnd(candidate, 0) === candidate.length ? close + 1 : -1;
}

export function processingInstruction(s: ScanState, lt: number): number {
  const len = s.len;
  const afterTarget = lt + 5 < len ? s.codes[lt + 5]! : -1;
  if (startsWith(s, 'xml', lt + 2) && (isSpace(afterTarget) || afterTarget === QUESTION)) {
    if (lt !== 0) throw malformed(s, lt, 'the XML declaration is only allowed at the very start');
    return xmlDeclaration(s, lt);
  }
  const target = slice(s, lt + 2, readName(s, lt + 2, Math.min(len, lt + 2 + 100)));
  throw malformed(s, lt, `processing instructions are not allowed in an NZB (found <?${target}…?>)`);
}

/**
 * `<?xml version="1.0" encoding="UTF-8"?>`: pseudo-attributes in attribute
 * syntax, values without `<`, `&` or `?`. Which ones appear is not checked
 * (the encoding was read before decoding).
 */
function xmlDeclaration(s: ScanState, lt: number): number {
  const codes = s.codes;
  const limit = Math.min(s.len, lt + MAX_TAG_LENGTH);
  let p = lt + 5;
  for (;;) {
    let c = p < limit ? codes[p]! : -1;
    const spaced = isSpace(c);
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c === QUESTION && p + 1 < limit && codes[p + 1]! === GT) return p + 2;
    if (c === -1 || (c === QUESTION && p + 1 >= limit)) throw unterminatedTag(s, lt, limit);
    const nameEnd = spaced ? readName(s, p, limit) : p;
    if (nameEnd === p)
      throw malformed(s, p, `unexpected ${JSON.stringify(charAt(s, p))} in the XML declaration`);
    p = nameEnd;
    c = p < limit ? codes[p]! : -1;
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c === EQUALS) c = ++p < limit ? codes[p]! : -1;
    else if (c !== -1) throw malformed(s, p, `expected "=" in the XML declaration`);
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c === -1) throw unterminatedTag(s, lt, limit);
    if (c !== QUOTE && c !== APOS) throw malformed(s, p, 'a value in the XML declaration is not quoted');
    const quote = c;
    for (p += 1; ; p++) {
      c = p < limit ? codes[p]! : -1;
      if (c === quote) break;
      if (c === -1) throw unterminatedTag(s, lt, limit);
      if (c === LT || c === AMP || c === QUESTION) {
        throw malformed(s, p, `unexpected ${JSON.stringify(charAt(s, p))} in the XML declaration`);
      }
    }
    p += 1;
  }
}
