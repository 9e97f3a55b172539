import { NzbParseError } from './errors';
import { MAX_DEPTH, MAX_STRUCTURE_ELEMENTS, MAX_TAG_LENGTH } from './limits';
import * as scanAttributes from './scan-attributes';
import * as scanChars from './scan-chars';
import * as scanElements from './scan-elements';
import * as scanReader from './scan-reader';
import * as scanSegment from './scan-segment';
import * as scanState from './scan-state';
import * as scanText from './scan-text';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const { attribute } = scanAttributes;
const {
  GT,
  NAME_CHAR,
  NAME_START,
  SLASH,
  WORD_FILE,
  WORD_GROUP,
  WORD_GROUPS,
  WORD_HEAD,
  WORD_META,
  WORD_NZB,
  WORD_SEGMENT,
  WORD_SEGMENTS,
  isNameCharBeyondAscii,
  isSpace,
} = scanChars;
const { endElement } = scanElements;
const { charAt, isWord, malformed, positionOf, readName, slice, tagName, truncated, unterminatedTag } =
  scanReader;
const { ordinarySegment, plainSegment } = scanSegment;
const { ABSENT, FILE, GROUP, GROUPS, HEAD, META, OTHER, ROOT, SEGMENT, SEGMENTS } = scanState;
const { flushRun } = scanText;

/*
 * Start and end tags: element kinds, nesting and limits.
 */

export function openTag(s: ScanState, lt: number): number {
  const codes = s.codes;
  const limit = Math.min(s.len, lt + MAX_TAG_LENGTH);
  const nameStart = lt + 1;
  const nameEnd = readName(s, nameStart, limit);
  if (nameEnd === nameStart) {
    if (nameStart >= s.len) throw truncated(s, lt, 'a tag');
    throw malformed(s, lt, `"<" is not followed by an element name (write &lt; for a literal "<")`);
  }
  const local = s.colon === -1 ? nameStart : s.colon + 1;
  const depth = s.depth;

  let kind = OTHER;
  if (depth === 0) {
    if (s.rootSeen) {
      throw malformed(s, lt, `a second root element <${slice(s, nameStart, nameEnd)}> follows the first`);
    }
    s.rootSeen = true;
    s.rootNameEnd = nameEnd;
    if (isWord(s, local, nameEnd, WORD_NZB)) {
      kind = ROOT;
    } else {
      // Like an NZB rule, reported once the document proved well-formed. Most
      // foreign roots (HTML, RSS) parseNzb reports up front from the prolog.
      s.failure = new NzbParseError(
        'NOT_NZB',
        `Root element is <${slice(s, nameStart, nameEnd)}>, not <nzb>`,
      );
    }
  } else {
    switch (s.kinds[depth]) {
      case SEGMENTS:
        if (isWord(s, local, nameEnd, WORD_SEGMENT)) kind = SEGMENT;
        break;
      case ROOT:
        if (isWord(s, local, nameEnd, WORD_FILE)) kind = FILE;
        else if (isWord(s, local, nameEnd, WORD_HEAD)) kind = HEAD;
        break;
      case FILE:
        if (isWord(s, local, nameEnd, WORD_SEGMENTS)) kind = SEGMENTS;
        else if (isWord(s, local, nameEnd, WORD_GROUPS)) kind = GROUPS;
        break;
      case GROUPS:
        if (isWord(s, local, nameEnd, WORD_GROUP)) kind = GROUP;
        break;
      case HEAD:
        if (isWord(s, local, nameEnd, WORD_META)) kind = META;
        break;
      default:
        // Below any other element every child is OTHER: not an element the NZB rules know.
        break;
    }
  }

  // A segment sits at depth 4, inside <segments>: nothing to count or flush.
  if (kind === SEGMENT && depth < MAX_DEPTH) {
    const end = ordinarySegment(s, nameStart, nameEnd);
    if (end !== -1) return end;
  }

  let opensSegments = false;
  if (s.segmentsDepth === -1) {
    s.elements += 1;
    if (s.elements > MAX_STRUCTURE_ELEMENTS) {
      const position = positionOf(s, lt);
      throw new NzbParseError(
        'TOO_LARGE',
        `NZB has more than ${MAX_STRUCTURE_ELEMENTS} elements outside <segments> (line ${position.line})`,
        position,
      );
    }
    opensSegments = isWord(s, local, nameEnd, WORD_SEGMENTS);
  }
  // A child element ends the text piece of a <meta> or <group>.
  if (s.captureDepth === depth && s.captureTrimmed) flushRun(s);
  if (kind === SEGMENT) {
    s.bytesState = ABSENT;
    s.numberState = ABSENT;
  } else if (kind === FILE) {
    s.subject = undefined;
    s.poster = undefined;
    s.date = undefined;
    s.groups = new Set();
    s.segments = [];
    s.fileSegments = 0;
    s.fileBytes = 0;
  } else if (kind === META) {
    s.metaType = undefined;
  }

  // Attributes, up to `>` or `/>`.
  s.attributeCount = 0;
  s.attributeNames = null;
  let p = nameEnd;
  let selfClosing = false;
  for (;;) {
    let c = p < limit ? codes[p]! : -1;
    const spaced = isSpace(c);
    while (isSpace(c)) {
      p += 1;
      c = p < limit ? codes[p]! : -1;
    }
    if (c === GT) {
      p += 1;
      break;
    }
    if (c === SLASH) {
      if (p + 1 < limit && codes[p + 1]! === GT) {
        selfClosing = true;
        p += 2;
        break;
      }
      if (p + 1 >= limit) throw unterminatedTag(s, lt, limit);
      throw malformed(s, p, `"/" is not followed by ">" in tag <${tagName(s, lt)}>`);
    }
    if (c === -1) throw unterminatedTag(s, lt, limit);
    if (!spaced) {
      throw malformed(
        s,
        p,
        c < 128 && NAME_START[c] === 1
          ? `attributes must be separated by whitespace in tag <${tagName(s, lt)}>`
          : `unexpected ${JSON.stringify(charAt(s, p))} in tag <${tagName(s, lt)}>`,
      );
    }
    p = attribute(s, p, limit, lt, kind);
  }

  if (selfClosing) {
    endElement(s, kind, depth + 1);
    return p;
  }
  if (depth + 1 > MAX_DEPTH) {
    const position = positionOf(s, lt);
    throw new NzbParseError(
      'MALFORMED',
      `NZB nests elements deeper than ${MAX_DEPTH} levels (line ${position.line}, column ${position.column})`,
      position,
    );
  }
  if (kind === SEGMENT) {
    const end = plainSegment(s, p, nameStart, nameEnd);
    if (end !== -1) return end;
  }
  const open = depth + 1;
  s.depth = open;
  s.kinds[open] = kind;
  s.nameStarts[open] = nameStart;
  s.nameEnds[open] = nameEnd;
  s.openedAt[open] = lt;
  if (opensSegments) s.segmentsDepth = open;
  if (kind === SEGMENT || kind === GROUP || kind === META) {
    s.captureDepth = open;
    s.captureTrimmed = kind !== SEGMENT;
    s.run = '';
    s.text = '';
  }
  return p;
}

export function closeTag(s: ScanState, lt: number): number {
  const codes = s.codes;
  const depth = s.depth;
  const limit = Math.min(s.len, lt + MAX_TAG_LENGTH);
  if (depth === 0) {
    const name = slice(s, lt + 2, readName(s, lt + 2, limit));
    throw malformed(
      s,
      lt,
      s.rootSeen
        ? `closing tag </${name}> after the end of the root element`
        : `closing tag </${name}> without a start tag`,
    );
  }
  const nameStart = s.nameStarts[depth]!;
  const n = s.nameEnds[depth]! - nameStart;
  let p = lt + 2;
  let same = p + n < limit;
  for (let k = 0; same && k < n; k++) same = codes[p + k]! === codes[nameStart + k]!;
  let c = -1;
  if (same) {
    // The same name, unless it goes on (`</segments2>` closing `<segments>`).
    c = codes[p + n]!;
    same = c < 128 ? NAME_CHAR[c] !== 1 : !isNameCharBeyondAscii(c);
    p += n;
  }
  if (!same) {
    const end = readName(s, lt + 2, limit);
    if (end >= s.len) throw truncated(s, lt, 'a closing tag');
    const opened = positionOf(s, s.openedAt[depth]!);
    throw malformed(
      s,
      lt,
      end === lt + 2
        ? `"</" is not followed by an element name`
        : `closing tag </${slice(s, lt + 2, end)}> does not match <${slice(s, nameStart, nameStart + n)}> ` +
            `(opened at line ${opened.line}, column ${opened.column})`,
    );
  }
  while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
  if (c !== GT) {
    if (c === -1) throw unterminatedTag(s, lt, limit);
    throw malformed(
      s,
      p,
      `unexpected ${JSON.stringify(charAt(s, p))} in closing tag </${tagName(s, lt + 1)}>`,
    );
  }
  s.depth = depth - 1;
  endElement(s, s.kinds[depth]!, depth);
  return p + 1;
}
