import { NzbParseError } from './errors';
import { MAX_ATTRIBUTES } from './limits';
import { MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER } from './rules';
import * as scanChars from './scan-chars';
import * as scanReader from './scan-reader';
import * as scanState from './scan-state';
import * as scanText from './scan-text';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const {
  AMP,
  APOS,
  CR,
  EQUALS,
  LT,
  QUOTE,
  WORD_BYTES,
  WORD_DATE,
  WORD_NUMBER,
  WORD_POSTER,
  WORD_SUBJECT,
  WORD_TYPE,
  WORD_XMLNS,
  isSpace,
} = scanChars;
const {
  charAt,
  isWord,
  malformed,
  plainCount,
  positionOf,
  readName,
  readValue,
  sameText,
  slice,
  tagName,
  unterminatedTag,
} = scanReader;
const { ABSENT, FILE, HAS_CR, HAS_REFERENCE, META, PARSED, RAW, SEGMENT } = scanState;
const { reference } = scanText;

/*
 * Attributes of a start tag: syntax, values, uniqueness, and the ones the
 * NZB reader keeps.
 */

/** One `name="value"` at `start`; returns the position after the closing quote. */
export function attribute(s: ScanState, start: number, limit: number, lt: number, kind: number): number {
  const codes = s.codes;
  const nameEnd = readName(s, start, limit);
  if (nameEnd === start) {
    throw malformed(s, start, `unexpected ${JSON.stringify(charAt(s, start))} in tag <${tagName(s, lt)}>`);
  }
  const colon = s.colon;
  const colons = s.colons;
  let p = nameEnd;
  let c = p < limit ? codes[p]! : -1;
  while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
  if (c !== EQUALS) {
    if (c === -1) throw unterminatedTag(s, lt, limit);
    throw malformed(
      s,
      start,
      `attribute "${slice(s, start, nameEnd)}" of <${tagName(s, lt)}> has no value (expected ="…")`,
    );
  }
  c = ++p < limit ? codes[p]! : -1;
  while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
  if (c !== QUOTE && c !== APOS) {
    if (c === -1) throw unterminatedTag(s, lt, limit);
    throw malformed(
      s,
      p,
      `the value of attribute "${slice(s, start, nameEnd)}" in <${tagName(s, lt)}> is not quoted`,
    );
  }
  const valueStart = p + 1;
  const valueEnd = scanValue(s, valueStart, limit, c, lt);
  addAttributeName(s, start, nameEnd, lt);

  if (kind === SEGMENT) {
    // The old segment reader: prefix up to the first colon, the first of a name wins.
    const local = colon === -1 ? start : colon + 1;
    if (isWord(s, local, nameEnd, WORD_BYTES)) {
      if (s.bytesState === ABSENT) {
        const value = plainCount(s, valueStart, valueEnd);
        if (value >= 0 && value <= MAX_SEGMENT_BYTES) {
          s.bytesState = PARSED;
          s.bytesValue = value;
        } else {
          s.bytesState = RAW;
          s.bytesStart = valueStart;
          s.bytesEnd = valueEnd;
          s.bytesFlags = s.valueFlags;
        }
      }
    } else if (isWord(s, local, nameEnd, WORD_NUMBER)) {
      if (s.numberState === ABSENT) {
        const value = plainCount(s, valueStart, valueEnd);
        if (value >= 0 && value <= MAX_SEGMENT_NUMBER) {
          s.numberState = PARSED;
          s.numberValue = value;
        } else {
          s.numberState = RAW;
          s.numberStart = valueStart;
          s.numberEnd = valueEnd;
          s.numberFlags = s.valueFlags;
        }
      }
    }
  } else if (kind === FILE || kind === META) {
    // fast-xml-parser's rule: `xmlns` and `xmlns:*` dropped, a single prefix
    // removed, names with more colons kept whole; the last one wins.
    if (isWord(s, start, colon === -1 ? nameEnd : colon, WORD_XMLNS)) return valueEnd + 1;
    const local = colons === 1 ? colon + 1 : start;
    if (kind === META) {
      if (isWord(s, local, nameEnd, WORD_TYPE)) s.metaType = readValue(s, valueStart, valueEnd);
    } else if (isWord(s, local, nameEnd, WORD_SUBJECT)) {
      s.subject = readValue(s, valueStart, valueEnd);
    } else if (isWord(s, local, nameEnd, WORD_POSTER)) {
      s.poster = readValue(s, valueStart, valueEnd);
    } else if (isWord(s, local, nameEnd, WORD_DATE)) {
      s.date = readValue(s, valueStart, valueEnd);
    }
  }
  return valueEnd + 1;
}

/** Finds the closing `quote`, checking references and refusing `<`; sets valueFlags. */
function scanValue(s: ScanState, start: number, limit: number, quote: number, lt: number): number {
  const codes = s.codes;
  let flags = 0;
  for (let i = start; i < limit; i++) {
    const c = codes[i]!;
    if (c === quote) {
      s.valueFlags = flags;
      return i;
    }
    if (c === AMP) {
      i = reference(s, i, limit, 'an attribute value') - 1;
      flags |= HAS_REFERENCE;
    } else if (c === LT) {
      throw malformed(s, i, `"<" is not allowed in an attribute value (tag <${tagName(s, lt)}>; write &lt;)`);
    } else if (c === CR) {
      flags |= HAS_CR;
    }
  }
  throw unterminatedTag(s, lt, limit);
}

function addAttributeName(s: ScanState, start: number, end: number, lt: number): void {
  const count = s.attributeCount;
  if (count === MAX_ATTRIBUTES) {
    const position = positionOf(s, lt);
    throw new NzbParseError(
      'MALFORMED',
      `NZB has a tag with more than ${MAX_ATTRIBUTES} attributes (line ${position.line}, column ${position.column})`,
      position,
    );
  }
  let duplicate = false;
  if (count < 4) {
    const n = end - start;
    for (let k = 0; k < count && !duplicate; k++) {
      const other = s.attributeStarts[k]!;
      duplicate = s.attributeEnds[k]! - other === n && sameText(s, start, other, n);
    }
    s.attributeStarts[count] = start;
    s.attributeEnds[count] = end;
  } else {
    // Many attributes: a set keeps the check linear however long the names are.
    let names = s.attributeNames;
    if (names === null) {
      names = new Set();
      for (let k = 0; k < 4; k++) names.add(slice(s, s.attributeStarts[k]!, s.attributeEnds[k]!));
      s.attributeNames = names;
    }
    const name = slice(s, start, end);
    duplicate = names.has(name);
    names.add(name);
  }
  if (duplicate) {
    throw malformed(s, start, `attribute "${slice(s, start, end)}" appears twice in tag <${tagName(s, lt)}>`);
  }
  s.attributeCount = count + 1;
}
