import type { DecodedText } from './decode';
import { NzbParseError } from './errors';
import { summarize } from './read';
import * as scanChars from './scan-chars';
import * as scanReader from './scan-reader';
import * as scanSegment from './scan-segment';
import { ScanState } from './scan-state';
import * as scanState from './scan-state';
import * as scanTags from './scan-tags';
import * as scanText from './scan-text';
import type { NzbDocument } from './types';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const { LT, QUESTION, SLASH } = scanChars;
const { malformed, unclosedAtEnd } = scanReader;
const { isSegmentTag, ordinarySegment } = scanSegment;
const { SEGMENTS } = scanState;
const { closeTag, openTag } = scanTags;
const { characters, declaration, processingInstruction } = scanText;

/*
 * A strict, single-pass XML reader specialised for NZB.
 *
 * It checks well-formedness (names, attribute syntax and uniqueness, quoting,
 * references, balanced tags, one root, nothing after it) and the shape limits,
 * and builds the NzbDocument in the same pass. Characters are read from a typed
 * array of code units (see DecodedText), strings are cut only for values the
 * document keeps; an ordinary segment costs its message-id string and its
 * object, nothing else. Every loop is bounded by the tag limit or moves forward
 * through the text, and remembered search results (`nextReference`,
 * `nextDeclaration`) are never searched for twice, so the work is linear.
 *
 * What it accepts is XML 1.0 minus DTDs (only the standard NZB DOCTYPE, which
 * declares nothing) and minus processing instructions (only the declaration).
 * Only the five predefined entities and numeric character references are
 * decoded; an undeclared `&name;` stays literal text. Values are read as the
 * fast-xml-parser based reader this replaces read them, so results are the same:
 *
 * - `\r\n` and lone `\r` become `\n` (before references are decoded);
 * - attribute values are trimmed (JavaScript trim), then decoded;
 * - `<meta>` and `<group>` text is the concatenation of the element's own text
 *   pieces (split by child elements and CDATA, not by comments), each trimmed,
 *   then decoded, and of its CDATA sections as they are;
 * - a segment's text is the concatenation of its own decoded text and CDATA, trimmed;
 * - an element name's prefix is everything up to the first colon; `<file>` and
 *   `<meta>` attributes follow the old parser's namespace rule (`xmlns…` dropped,
 *   one prefix removed, the last of two same-named attributes wins), `<segment>`
 *   attributes the old segment reader's (prefix up to the first colon, first wins).
 *
 * Stricter than that reader, as XML requires: `<` and bare `&` in attribute
 * values, processing instructions, malformed or misplaced XML declarations,
 * a DOCTYPE after the root, unknown `<!…>` declarations, CDATA or references
 * outside the root and stray `=` in tags are refused. Element names such as
 * `constructor`, which broke the old object tree, are not.
 *
 * Errors: everything about XML is MALFORMED (or TOO_LARGE for too many
 * elements, ENTITIES_FORBIDDEN for entity declarations and foreign DOCTYPEs),
 * thrown at once with line and column. A foreign root (NOT_NZB) and NZB rule
 * violations (INVALID_SEGMENT, NO_SEGMENTS, NO_FILES) are remembered and thrown
 * only after the whole document proved well-formed, so a broken document is
 * always reported as broken.
 */

/*
 * The scanner is split by concept: scan-chars (character classes and names),
 * scan-state (the shared state), scan-reader (names, values, positions,
 * errors), scan-text (character data, references, comments, CDATA, DOCTYPE,
 * XML declaration), scan-tags and scan-attributes (markup), scan-segment (the
 * segment fast path) and scan-elements (building the document). They are plain
 * functions over one ScanState, so the hot paths stay monomorphic.
 */

/** What {@link scanNzb} found. */
export interface ScanResult {
  document: NzbDocument;
  /** Where the root element's name ends (the prolog before it is plain XML). */
  rootNameEnd: number;
}

/**
 * Reads a decoded NZB document in one pass: characters from `source.codes`,
 * strings cut from `source`.
 *
 * @throws {NzbParseError} for the first XML problem, or else the first NZB rule violation.
 */
export function scanNzb(source: DecodedText, keepSegments = true): ScanResult {
  const state = new ScanState(source, keepSegments);
  const document = scan(state);
  return { document, rootNameEnd: state.rootNameEnd };
}

function scan(s: ScanState): NzbDocument {
  const codes = s.codes;
  const len = s.len;
  let pos = 0;
  for (;;) {
    let lt = pos;
    while (lt < len && codes[lt] !== LT) lt += 1;
    if (lt > pos) characters(s, pos, lt);
    if (lt === len) break;
    const next = lt + 1 < len ? codes[lt + 1] : -1;
    // Inside <segments>, `<segment ` is nearly always an ordinary segment.
    if (next === 0x73 /* s */ && s.kinds[s.depth] === SEGMENTS && isSegmentTag(s, lt)) {
      const end = ordinarySegment(s, lt + 1, lt + 8);
      if (end !== -1) {
        pos = end;
        continue;
      }
    }
    if (next === SLASH) pos = closeTag(s, lt);
    else if (next === 0x21 /* ! */) pos = declaration(s, lt);
    else if (next === QUESTION) pos = processingInstruction(s, lt);
    else pos = openTag(s, lt);
  }
  if (s.depth > 0) throw unclosedAtEnd(s);
  if (!s.rootSeen) throw malformed(s, len, 'the document has no root element');
  if (s.failure !== null) throw s.failure;
  if (s.files.length === 0) throw new NzbParseError('NO_FILES', 'NZB lists no <file> elements');
  return summarize(s.meta, s.files);
}
