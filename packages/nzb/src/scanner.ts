import { decodeXmlText } from './entities';
import { NzbParseError } from './errors';
import type { NzbErrorPosition } from './errors';
import type { DecodedText } from './decode';
import { MAX_ATTRIBUTES, MAX_DEPTH, MAX_STRUCTURE_ELEMENTS, MAX_TAG_LENGTH } from './limits';
import { describeFile, readCount, readDate, readMessageId, summarize, truncate } from './read';
import { MAX_MESSAGE_ID_LENGTH, MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER, META_TYPE } from './rules';
import { allowedDoctypeEnd, forbiddenDoctype, forbiddenEntity } from './safety';
import { fileNameFromSubject } from './subject';
import type { NzbDocument, NzbFile, NzbMeta, NzbSegment } from './types';

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

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const HASH = 0x23;
const AMP = 0x26;
const APOS = 0x27;
const QUOTE = 0x22;
const SLASH = 0x2f;
const COLON = 0x3a;
const SEMICOLON = 0x3b;
const LT = 0x3c;
const EQUALS = 0x3d;
const GT = 0x3e;
const QUESTION = 0x3f;
const LOWER_X = 0x78;
const DEL = 0x7f;

// What an element is to the NZB reader, decided by its local name and its parent's kind.
const OTHER = 0;
const ROOT = 1;
const HEAD = 2;
const META = 3;
const FILE = 4;
const GROUPS = 5;
const GROUP = 6;
const SEGMENTS = 7;
const SEGMENT = 8;

// Set by scanValue: what the raw attribute value contains.
const HAS_REFERENCE = 1;
const HAS_CR = 2;

// How a segment's `bytes`/`number` attribute was read.
const ABSENT = 0;
/** Plain digits within range: `value` holds the number. */
const PARSED = 1;
/** Anything else: the raw value is at `start`..`end` and goes through readCount. */
const RAW = 2;

// Name characters as fast-xml-parser's validator accepts them (XML 1.0 names
// without the supplementary planes), so no name it took is refused now.
const NAME_START = new Uint8Array(128);
const NAME_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const start = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === COLON;
  NAME_START[c] = start ? 1 : 0;
  NAME_CHAR[c] = start || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e ? 1 : 0;
}

function isNameStartBeyondAscii(c: number): boolean {
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

function isNameCharBeyondAscii(c: number): boolean {
  return (
    isNameStartBeyondAscii(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || (c >= 0x203f && c <= 0x2040)
  );
}

// What a plain message-id may contain (printable ASCII but `&`, `<`, `>`): 1;
// `<`, which ends it: 2. Anything else sends the segment the general way.
const MESSAGE_ID = new Uint8Array(128);
for (let c = 0x21; c < DEL; c++) MESSAGE_ID[c] = c === AMP || c === GT ? 0 : c === LT ? 2 : 1;

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR;
}

function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function ascii(word: string): Uint8Array {
  return Uint8Array.from(word, (c) => c.charCodeAt(0));
}

// Names the reader looks for, as code units.
const WORD_BYTES = ascii('bytes');
const WORD_DATE = ascii('date');
const WORD_FILE = ascii('file');
const WORD_GROUP = ascii('group');
const WORD_GROUPS = ascii('groups');
const WORD_HEAD = ascii('head');
const WORD_META = ascii('meta');
const WORD_NUMBER = ascii('number');
const WORD_NZB = ascii('nzb');
const WORD_POSTER = ascii('poster');
const WORD_SEGMENT = ascii('segment');
const WORD_SEGMENTS = ascii('segments');
const WORD_SUBJECT = ascii('subject');
const WORD_TYPE = ascii('type');
const WORD_XMLNS = ascii('xmlns');

const NEWLINES = /\r\n?/g;

function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(NEWLINES, '\n') : text;
}

/** Shortened for messages, so a hostile 16 KiB name does not end up in a log line. */
function shorten(text: string): string {
  return truncate(text, 40);
}

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
export function scanNzb(source: DecodedText): ScanResult {
  const scanner = new NzbScanner(source);
  const document = scanner.scan();
  return { document, rootNameEnd: scanner.rootNameEnd };
}

class NzbScanner {
  private readonly codes: Uint8Array | Uint16Array;
  private readonly len: number;
  rootNameEnd = -1;

  // Open elements by depth (1 = root): kind, raw name and where the tag starts.
  private depth = 0;
  private readonly kinds = new Uint8Array(MAX_DEPTH + 2);
  private readonly nameStarts = new Int32Array(MAX_DEPTH + 2);
  private readonly nameEnds = new Int32Array(MAX_DEPTH + 2);
  private readonly openedAt = new Int32Array(MAX_DEPTH + 2);
  private rootSeen = false;
  private doctypes = 0;
  /** Elements opened outside any `<segments>`, for MAX_STRUCTURE_ELEMENTS. */
  private elements = 0;
  /** Depth of the outermost open element named `segments`, or -1. */
  private segmentsDepth = -1;

  // Next `&` / `<!` at or after the last position asked about; indexOf results
  // kept so that text runs and comment bodies are searched once, not per run.
  private nextReference = -1;
  private nextDeclaration = -1;

  // Results of readName and scanValue.
  private colon = -1;
  private colons = 0;
  private valueFlags = 0;

  // Attribute names of the tag being read, for the duplicate check.
  private attributeCount = 0;
  private readonly attributeStarts = new Int32Array(4);
  private readonly attributeEnds = new Int32Array(4);
  private attributeNames: Set<string> | null = null;

  // Text of the <meta>, <group> or <segment> being read.
  private captureDepth = -1;
  /** Trimmed pieces (meta, group) rather than raw text (segment). */
  private captureTrimmed = false;
  /** The current text piece of a trimmed capture, not yet trimmed. */
  private run = '';
  private text = '';

  // The document so far, and the first NZB rule it broke.
  private readonly meta: NzbMeta = {};
  private readonly files: NzbFile[] = [];
  private failure: NzbParseError | null = null;

  // The open <file>.
  private subject: string | undefined = undefined;
  private poster: string | undefined = undefined;
  private date: string | undefined = undefined;
  private groups = new Set<string>();
  private segments: NzbSegment[] = [];
  private fileBytes = 0;

  // The open <meta>.
  private metaType: string | undefined = undefined;

  // The open <segment>.
  private bytesState = ABSENT;
  private bytesValue = 0;
  private bytesStart = 0;
  private bytesEnd = 0;
  private bytesFlags = 0;
  private numberState = ABSENT;
  private numberValue = 0;
  private numberStart = 0;
  private numberEnd = 0;
  private numberFlags = 0;

  constructor(private readonly source: DecodedText) {
    this.codes = source.codes;
    this.len = source.length;
  }

  scan(): NzbDocument {
    const codes = this.codes;
    const len = this.len;
    let pos = 0;
    for (;;) {
      let lt = pos;
      while (lt < len && codes[lt] !== LT) lt += 1;
      if (lt > pos) this.characters(pos, lt);
      if (lt === len) break;
      const next = lt + 1 < len ? codes[lt + 1] : -1;
      // Inside <segments>, `<segment ` is nearly always an ordinary segment.
      if (next === 0x73 /* s */ && this.kinds[this.depth] === SEGMENTS && this.isSegmentTag(lt)) {
        const end = this.ordinarySegment(lt + 1, lt + 8);
        if (end !== -1) {
          pos = end;
          continue;
        }
      }
      if (next === SLASH) pos = this.closeTag(lt);
      else if (next === 0x21 /* ! */) pos = this.declaration(lt);
      else if (next === QUESTION) pos = this.processingInstruction(lt);
      else pos = this.openTag(lt);
    }
    if (this.depth > 0) throw this.unclosedAtEnd();
    if (!this.rootSeen) throw this.malformed(len, 'the document has no root element');
    if (this.failure !== null) throw this.failure;
    if (this.files.length === 0) throw new NzbParseError('NO_FILES', 'NZB lists no <file> elements');
    return summarize(this.meta, this.files);
  }

  // ---------------------------------------------------------------- markup

  private openTag(lt: number): number {
    const codes = this.codes;
    const limit = Math.min(this.len, lt + MAX_TAG_LENGTH);
    const nameStart = lt + 1;
    const nameEnd = this.readName(nameStart, limit);
    if (nameEnd === nameStart) {
      if (nameStart >= this.len) throw this.truncated(lt, 'a tag');
      throw this.malformed(lt, `"<" is not followed by an element name (write &lt; for a literal "<")`);
    }
    const local = this.colon === -1 ? nameStart : this.colon + 1;
    const depth = this.depth;

    let kind = OTHER;
    if (depth === 0) {
      if (this.rootSeen) {
        throw this.malformed(
          lt,
          `a second root element <${this.slice(nameStart, nameEnd)}> follows the first`,
        );
      }
      this.rootSeen = true;
      this.rootNameEnd = nameEnd;
      if (this.isWord(local, nameEnd, WORD_NZB)) {
        kind = ROOT;
      } else {
        // Like an NZB rule, reported once the document proved well-formed. Most
        // foreign roots (HTML, RSS) parseNzb reports up front from the prolog.
        this.failure = new NzbParseError(
          'NOT_NZB',
          `Root element is <${this.slice(nameStart, nameEnd)}>, not <nzb>`,
        );
      }
    } else {
      switch (this.kinds[depth]) {
        case SEGMENTS:
          if (this.isWord(local, nameEnd, WORD_SEGMENT)) kind = SEGMENT;
          break;
        case ROOT:
          if (this.isWord(local, nameEnd, WORD_FILE)) kind = FILE;
          else if (this.isWord(local, nameEnd, WORD_HEAD)) kind = HEAD;
          break;
        case FILE:
          if (this.isWord(local, nameEnd, WORD_SEGMENTS)) kind = SEGMENTS;
          else if (this.isWord(local, nameEnd, WORD_GROUPS)) kind = GROUPS;
          break;
        case GROUPS:
          if (this.isWord(local, nameEnd, WORD_GROUP)) kind = GROUP;
          break;
        case HEAD:
          if (this.isWord(local, nameEnd, WORD_META)) kind = META;
          break;
      }
    }

    // A segment sits at depth 4, inside <segments>: nothing to count or flush.
    if (kind === SEGMENT && depth < MAX_DEPTH) {
      const end = this.ordinarySegment(nameStart, nameEnd);
      if (end !== -1) return end;
    }

    let opensSegments = false;
    if (this.segmentsDepth === -1) {
      this.elements += 1;
      if (this.elements > MAX_STRUCTURE_ELEMENTS) {
        const position = this.position(lt);
        throw new NzbParseError(
          'TOO_LARGE',
          `NZB has more than ${MAX_STRUCTURE_ELEMENTS} elements outside <segments> (line ${position.line})`,
          position,
        );
      }
      opensSegments = this.isWord(local, nameEnd, WORD_SEGMENTS);
    }
    // A child element ends the text piece of a <meta> or <group>.
    if (this.captureDepth === depth && this.captureTrimmed) this.flushRun();
    if (kind === SEGMENT) {
      this.bytesState = ABSENT;
      this.numberState = ABSENT;
    } else if (kind === FILE) {
      this.subject = undefined;
      this.poster = undefined;
      this.date = undefined;
      this.groups = new Set();
      this.segments = [];
      this.fileBytes = 0;
    } else if (kind === META) {
      this.metaType = undefined;
    }

    // Attributes, up to `>` or `/>`.
    this.attributeCount = 0;
    this.attributeNames = null;
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
        if (p + 1 >= limit) throw this.unterminatedTag(lt, limit);
        throw this.malformed(p, `"/" is not followed by ">" in tag <${this.tagName(lt)}>`);
      }
      if (c === -1) throw this.unterminatedTag(lt, limit);
      if (!spaced) {
        throw this.malformed(
          p,
          c < 128 && NAME_START[c] === 1
            ? `attributes must be separated by whitespace in tag <${this.tagName(lt)}>`
            : `unexpected ${JSON.stringify(this.charAt(p))} in tag <${this.tagName(lt)}>`,
        );
      }
      p = this.attribute(p, limit, lt, kind);
    }

    if (selfClosing) {
      this.endElement(kind, depth + 1);
      return p;
    }
    if (depth + 1 > MAX_DEPTH) {
      const position = this.position(lt);
      throw new NzbParseError(
        'MALFORMED',
        `NZB nests elements deeper than ${MAX_DEPTH} levels (line ${position.line}, column ${position.column})`,
        position,
      );
    }
    if (kind === SEGMENT) {
      const end = this.plainSegment(p, nameStart, nameEnd);
      if (end !== -1) return end;
    }
    const open = depth + 1;
    this.depth = open;
    this.kinds[open] = kind;
    this.nameStarts[open] = nameStart;
    this.nameEnds[open] = nameEnd;
    this.openedAt[open] = lt;
    if (opensSegments) this.segmentsDepth = open;
    if (kind === SEGMENT || kind === GROUP || kind === META) {
      this.captureDepth = open;
      this.captureTrimmed = kind !== SEGMENT;
      this.run = '';
      this.text = '';
    }
    return p;
  }

  /**
   * The segment as nearly every NZB writes it, `<segment bytes="123"
   * number="4">id@host</segment>` (attributes in either order, single spaces,
   * double quotes, plain digits, a message-id of printable ASCII): read with
   * straight comparisons. Returns the position after its end tag, or -1 to
   * read the element the general way.
   */
  private ordinarySegment(nameStart: number, nameEnd: number): number {
    const codes = this.codes;
    const len = this.len;
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
    const idEnd = this.plainMessageIdEnd(idStart, nameStart, nameEnd);
    if (idEnd === -1) return -1;
    if (this.failure === null) {
      this.segments.push({ number, bytes, messageId: this.source.slice(idStart, idEnd) });
      this.fileBytes += bytes;
    }
    return idEnd + 3 + (nameEnd - nameStart);
  }

  /** `<segment ` at `lt`. */
  private isSegmentTag(lt: number): boolean {
    const codes = this.codes;
    return (
      lt + 8 < this.len &&
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
  private plainSegment(from: number, nameStart: number, nameEnd: number): number {
    const idEnd = this.plainMessageIdEnd(from, nameStart, nameEnd);
    if (idEnd === -1) return -1;
    if (this.failure === null) {
      const messageId = this.source.slice(from, idEnd);
      if (this.bytesState === PARSED && this.numberState === PARSED) {
        const bytes = this.bytesValue;
        this.segments.push({ number: this.numberValue, bytes, messageId });
        this.fileBytes += bytes;
      } else {
        this.finishSegment(messageId);
      }
    }
    return idEnd + 3 + (nameEnd - nameStart);
  }

  /**
   * If the text at `from` is a valid message-id as it stands (1 to 250
   * printable ASCII characters, no `&`, `<`, `>` or spaces) followed directly
   * by `</name>` closing the segment, where the id ends; else -1.
   */
  private plainMessageIdEnd(from: number, nameStart: number, nameEnd: number): number {
    const codes = this.codes;
    const len = this.len;
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

  /** One `name="value"` at `start`; returns the position after the closing quote. */
  private attribute(start: number, limit: number, lt: number, kind: number): number {
    const codes = this.codes;
    const nameEnd = this.readName(start, limit);
    if (nameEnd === start) {
      throw this.malformed(
        start,
        `unexpected ${JSON.stringify(this.charAt(start))} in tag <${this.tagName(lt)}>`,
      );
    }
    const colon = this.colon;
    const colons = this.colons;
    let p = nameEnd;
    let c = p < limit ? codes[p]! : -1;
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c !== EQUALS) {
      if (c === -1) throw this.unterminatedTag(lt, limit);
      throw this.malformed(
        start,
        `attribute "${this.slice(start, nameEnd)}" of <${this.tagName(lt)}> has no value (expected ="…")`,
      );
    }
    c = ++p < limit ? codes[p]! : -1;
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c !== QUOTE && c !== APOS) {
      if (c === -1) throw this.unterminatedTag(lt, limit);
      throw this.malformed(
        p,
        `the value of attribute "${this.slice(start, nameEnd)}" in <${this.tagName(lt)}> is not quoted`,
      );
    }
    const valueStart = p + 1;
    const valueEnd = this.scanValue(valueStart, limit, c, lt);
    this.addAttributeName(start, nameEnd, lt);

    if (kind === SEGMENT) {
      // The old segment reader: prefix up to the first colon, the first of a name wins.
      const local = colon === -1 ? start : colon + 1;
      if (this.isWord(local, nameEnd, WORD_BYTES)) {
        if (this.bytesState === ABSENT) {
          const value = this.plainCount(valueStart, valueEnd);
          if (value >= 0 && value <= MAX_SEGMENT_BYTES) {
            this.bytesState = PARSED;
            this.bytesValue = value;
          } else {
            this.bytesState = RAW;
            this.bytesStart = valueStart;
            this.bytesEnd = valueEnd;
            this.bytesFlags = this.valueFlags;
          }
        }
      } else if (this.isWord(local, nameEnd, WORD_NUMBER)) {
        if (this.numberState === ABSENT) {
          const value = this.plainCount(valueStart, valueEnd);
          if (value >= 0 && value <= MAX_SEGMENT_NUMBER) {
            this.numberState = PARSED;
            this.numberValue = value;
          } else {
            this.numberState = RAW;
            this.numberStart = valueStart;
            this.numberEnd = valueEnd;
            this.numberFlags = this.valueFlags;
          }
        }
      }
    } else if (kind === FILE || kind === META) {
      // fast-xml-parser's rule: `xmlns` and `xmlns:*` dropped, a single prefix
      // removed, names with more colons kept whole; the last one wins.
      if (this.isWord(start, colon === -1 ? nameEnd : colon, WORD_XMLNS)) return valueEnd + 1;
      const local = colons === 1 ? colon + 1 : start;
      if (kind === META) {
        if (this.isWord(local, nameEnd, WORD_TYPE)) this.metaType = this.value(valueStart, valueEnd);
      } else if (this.isWord(local, nameEnd, WORD_SUBJECT)) {
        this.subject = this.value(valueStart, valueEnd);
      } else if (this.isWord(local, nameEnd, WORD_POSTER)) {
        this.poster = this.value(valueStart, valueEnd);
      } else if (this.isWord(local, nameEnd, WORD_DATE)) {
        this.date = this.value(valueStart, valueEnd);
      }
    }
    return valueEnd + 1;
  }

  /** Finds the closing `quote`, checking references and refusing `<`; sets valueFlags. */
  private scanValue(start: number, limit: number, quote: number, lt: number): number {
    const codes = this.codes;
    let flags = 0;
    for (let i = start; i < limit; i++) {
      const c = codes[i]!;
      if (c === quote) {
        this.valueFlags = flags;
        return i;
      }
      if (c === AMP) {
        i = this.reference(i, limit, 'an attribute value') - 1;
        flags |= HAS_REFERENCE;
      } else if (c === LT) {
        throw this.malformed(
          i,
          `"<" is not allowed in an attribute value (tag <${this.tagName(lt)}>; write &lt;)`,
        );
      } else if (c === CR) {
        flags |= HAS_CR;
      }
    }
    throw this.unterminatedTag(lt, limit);
  }

  private addAttributeName(start: number, end: number, lt: number): void {
    const count = this.attributeCount;
    if (count === MAX_ATTRIBUTES) {
      const position = this.position(lt);
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
        const other = this.attributeStarts[k]!;
        duplicate = this.attributeEnds[k]! - other === n && this.sameText(start, other, n);
      }
      this.attributeStarts[count] = start;
      this.attributeEnds[count] = end;
    } else {
      // Many attributes: a set keeps the check linear however long the names are.
      let names = this.attributeNames;
      if (names === null) {
        names = new Set();
        for (let k = 0; k < 4; k++) names.add(this.slice(this.attributeStarts[k]!, this.attributeEnds[k]!));
        this.attributeNames = names;
      }
      const name = this.slice(start, end);
      duplicate = names.has(name);
      names.add(name);
    }
    if (duplicate) {
      throw this.malformed(
        start,
        `attribute "${this.slice(start, end)}" appears twice in tag <${this.tagName(lt)}>`,
      );
    }
    this.attributeCount = count + 1;
  }

  private closeTag(lt: number): number {
    const codes = this.codes;
    const depth = this.depth;
    const limit = Math.min(this.len, lt + MAX_TAG_LENGTH);
    if (depth === 0) {
      const name = this.slice(lt + 2, this.readName(lt + 2, limit));
      throw this.malformed(
        lt,
        this.rootSeen
          ? `closing tag </${name}> after the end of the root element`
          : `closing tag </${name}> without a start tag`,
      );
    }
    const nameStart = this.nameStarts[depth]!;
    const n = this.nameEnds[depth]! - nameStart;
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
      const end = this.readName(lt + 2, limit);
      if (end >= this.len) throw this.truncated(lt, 'a closing tag');
      const opened = this.position(this.openedAt[depth]!);
      throw this.malformed(
        lt,
        end === lt + 2
          ? `"</" is not followed by an element name`
          : `closing tag </${this.slice(lt + 2, end)}> does not match <${this.slice(nameStart, nameStart + n)}> ` +
              `(opened at line ${opened.line}, column ${opened.column})`,
      );
    }
    while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
    if (c !== GT) {
      if (c === -1) throw this.unterminatedTag(lt, limit);
      throw this.malformed(
        p,
        `unexpected ${JSON.stringify(this.charAt(p))} in closing tag </${this.tagName(lt + 1)}>`,
      );
    }
    this.depth = depth - 1;
    this.endElement(this.kinds[depth]!, depth);
    return p + 1;
  }

  /** `<!--`, `<![CDATA[`, `<!DOCTYPE` and anything else starting with `<!`. */
  private declaration(lt: number): number {
    const len = this.len;
    if (this.startsWith('--', lt + 2)) {
      const end = this.find('-->', lt + 4);
      if (end === len) throw this.truncated(lt, 'a comment');
      this.checkEmbeddedDeclarations(lt + 4, end);
      return end + 3;
    }
    if (this.startsWith('[CDATA[', lt + 2)) {
      if (this.depth === 0) throw this.malformed(lt, 'CDATA section outside the root element');
      const start = lt + 9;
      const end = this.find(']]>', start);
      if (end === len) throw this.truncated(lt, 'a CDATA section');
      this.checkEmbeddedDeclarations(start, end);
      if (this.captureDepth === this.depth) {
        if (this.captureTrimmed) this.flushRun();
        this.text += normalizeNewlines(this.source.slice(start, end));
      }
      return end + 3;
    }
    if (this.startsWithIgnoreCase(lt + 2, 'DOCTYPE')) {
      this.doctypes += 1;
      const end = this.allowedDoctypeEnd(lt);
      if (this.doctypes > 1 || end === -1) throw forbiddenDoctype();
      if (this.rootSeen)
        throw this.malformed(lt, 'the DOCTYPE declaration must come before the root element');
      return end;
    }
    if (this.startsWithIgnoreCase(lt + 2, 'ENTITY')) throw forbiddenEntity();
    if (lt + 2 >= len) throw this.truncated(lt, 'a markup declaration');
    throw this.malformed(
      lt,
      `unknown markup declaration ${JSON.stringify(this.source.slice(lt, Math.min(len, lt + 12)))}`,
    );
  }

  /**
   * `<!ENTITY` and `<!DOCTYPE` are refused anywhere, comments and CDATA
   * included, as the whole-text pre-check always did.
   */
  private checkEmbeddedDeclarations(start: number, end: number): void {
    if (this.nextDeclaration < start) this.nextDeclaration = this.find('<!', start);
    while (this.nextDeclaration < end) {
      const at = this.nextDeclaration;
      if (this.startsWithIgnoreCase(at + 2, 'ENTITY')) throw forbiddenEntity();
      if (this.startsWithIgnoreCase(at + 2, 'DOCTYPE')) {
        this.doctypes += 1;
        if (this.doctypes > 1 || this.allowedDoctypeEnd(at) === -1) throw forbiddenDoctype();
      }
      this.nextDeclaration = this.find('<!', at + 2);
    }
  }

  /**
   * The end of the standard DOCTYPE at `at`, or -1. The allowed forms contain
   * no `>` before their last character, so the first `>` bounds the candidate.
   */
  private allowedDoctypeEnd(at: number): number {
    const close = this.find('>', at);
    if (close === this.len) return -1;
    const candidate = this.source.slice(at, close + 1);
    return allowedDoctypeEnd(candidate, 0) === candidate.length ? close + 1 : -1;
  }

  private processingInstruction(lt: number): number {
    const len = this.len;
    const afterTarget = lt + 5 < len ? this.codes[lt + 5]! : -1;
    if (this.startsWith('xml', lt + 2) && (isSpace(afterTarget) || afterTarget === QUESTION)) {
      if (lt !== 0) throw this.malformed(lt, 'the XML declaration is only allowed at the very start');
      return this.xmlDeclaration(lt);
    }
    const target = this.slice(lt + 2, this.readName(lt + 2, Math.min(len, lt + 2 + 100)));
    throw this.malformed(lt, `processing instructions are not allowed in an NZB (found <?${target}…?>)`);
  }

  /**
   * `<?xml version="1.0" encoding="UTF-8"?>`: pseudo-attributes in attribute
   * syntax, values without `<`, `&` or `?`. Which ones appear is not checked
   * (the encoding was read before decoding).
   */
  private xmlDeclaration(lt: number): number {
    const codes = this.codes;
    const limit = Math.min(this.len, lt + MAX_TAG_LENGTH);
    let p = lt + 5;
    for (;;) {
      let c = p < limit ? codes[p]! : -1;
      const spaced = isSpace(c);
      while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
      if (c === QUESTION && p + 1 < limit && codes[p + 1]! === GT) return p + 2;
      if (c === -1 || (c === QUESTION && p + 1 >= limit)) throw this.unterminatedTag(lt, limit);
      const nameEnd = spaced ? this.readName(p, limit) : p;
      if (nameEnd === p)
        throw this.malformed(p, `unexpected ${JSON.stringify(this.charAt(p))} in the XML declaration`);
      p = nameEnd;
      c = p < limit ? codes[p]! : -1;
      while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
      if (c === EQUALS) c = ++p < limit ? codes[p]! : -1;
      else if (c !== -1) throw this.malformed(p, `expected "=" in the XML declaration`);
      while (isSpace(c)) c = ++p < limit ? codes[p]! : -1;
      if (c === -1) throw this.unterminatedTag(lt, limit);
      if (c !== QUOTE && c !== APOS) throw this.malformed(p, 'a value in the XML declaration is not quoted');
      const quote = c;
      for (p += 1; ; p++) {
        c = p < limit ? codes[p]! : -1;
        if (c === quote) break;
        if (c === -1) throw this.unterminatedTag(lt, limit);
        if (c === LT || c === AMP || c === QUESTION) {
          throw this.malformed(p, `unexpected ${JSON.stringify(this.charAt(p))} in the XML declaration`);
        }
      }
      p += 1;
    }
  }

  // ------------------------------------------------------------------ text

  /** Character data between two pieces of markup. */
  private characters(start: number, end: number): void {
    const codes = this.codes;
    if (this.depth === 0) {
      for (let i = start; i < end; i++) {
        if (!isSpace(codes[i]!)) {
          throw this.malformed(
            i,
            this.rootSeen ? 'text after the end of the root element' : 'text before the root element',
          );
        }
      }
      return;
    }
    if (this.nextReference < start) this.nextReference = this.find('&', start);
    if (this.nextReference < end) {
      let i = this.nextReference;
      while (i < end) i = this.find('&', this.reference(i, end, 'text'));
      this.nextReference = i;
    }
    if (this.captureDepth === this.depth) {
      const piece = this.source.slice(start, end);
      if (this.captureTrimmed) this.run += piece;
      else this.text += decodeXmlText(normalizeNewlines(piece));
    }
  }

  /**
   * Checks the reference at `at` (an `&`) the way the old validator did:
   * `&name;` with 1 to 20 word characters, `&#digits;` or `&#xhex;`.
   * Returns the position after its `;`.
   */
  private reference(at: number, end: number, where: string): number {
    const codes = this.codes;
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
          return i + 1;
        }
        if (n === 20 || !isWordChar(c)) break;
      }
    }
    if (i >= this.len) throw this.truncated(at, 'a reference');
    throw this.malformed(
      at,
      `"&" in ${where} does not start a valid reference (write &amp; for a literal "&")`,
    );
  }

  /** Ends the current text piece of a <meta> or <group>: trimmed, then decoded. */
  private flushRun(): void {
    if (this.run === '') return;
    const piece = normalizeNewlines(this.run).trim();
    this.run = '';
    if (piece !== '') this.text += decodeXmlText(piece);
  }

  // -------------------------------------------------------------- elements

  /** An element of `kind` at `depth` ended (its end tag, or `/>`). */
  private endElement(kind: number, depth: number): void {
    let text = '';
    if (this.captureDepth === depth) {
      if (this.captureTrimmed) this.flushRun();
      text = this.text;
      this.text = '';
      this.captureDepth = -1;
    }
    if (depth === this.segmentsDepth) this.segmentsDepth = -1;
    switch (kind) {
      case SEGMENT:
        if (this.failure === null) this.finishSegment(text.trim());
        break;
      case GROUP: {
        const name = text.trim();
        if (name) this.groups.add(name);
        break;
      }
      case META: {
        const type = this.metaType?.trim().toLowerCase();
        if (type !== undefined && META_TYPE.test(type) && !Object.hasOwn(this.meta, type)) {
          // Several indexers repeat a type (e.g. two passwords); the first is the intended one.
          this.meta[type] = text;
        }
        break;
      }
      case FILE:
        this.finishFile();
        break;
    }
  }

  /** A segment off the fast path: any of its values may be unusual or wrong. */
  private finishSegment(text: string): void {
    const where = `${describeFile(this.files.length, this.subject ?? '')}, segment ${this.segments.length + 1}`;
    try {
      const bytes =
        this.bytesState === PARSED
          ? this.bytesValue
          : readCount(
              this.rawCount(this.bytesState, this.bytesStart, this.bytesEnd, this.bytesFlags),
              MAX_SEGMENT_BYTES,
              'bytes',
              where,
            );
      const number =
        this.numberState === PARSED
          ? this.numberValue
          : readCount(
              this.rawCount(this.numberState, this.numberStart, this.numberEnd, this.numberFlags),
              MAX_SEGMENT_NUMBER,
              'number',
              where,
            );
      const messageId = readMessageId(text, where);
      this.segments.push({ number, bytes, messageId });
      this.fileBytes += bytes;
    } catch (error) {
      if (!(error instanceof NzbParseError)) throw error;
      this.failure = error;
    }
  }

  private rawCount(state: number, start: number, end: number, flags: number): string | undefined {
    return state === ABSENT ? undefined : this.value(start, end, flags);
  }

  private finishFile(): void {
    if (this.failure !== null) return;
    const subject = this.subject ?? '';
    if (this.segments.length === 0) {
      this.failure = new NzbParseError(
        'NO_SEGMENTS',
        `NZB ${describeFile(this.files.length, subject)} has no segments`,
      );
      return;
    }
    this.files.push({
      subject,
      poster: this.poster ?? '',
      date: readDate(this.date),
      groups: [...this.groups],
      segments: this.segments,
      bytes: this.fileBytes,
      fileName: fileNameFromSubject(subject),
    });
  }

  // --------------------------------------------------------------- helpers

  /**
   * Reads an XML name at `start`, up to `limit`; returns its end (`start` if
   * there is none). Sets `colon` (the first one, or -1) and `colons`.
   */
  private readName(start: number, limit: number): number {
    const codes = this.codes;
    this.colon = -1;
    this.colons = 0;
    if (start >= limit) return start;
    let c = codes[start]!;
    if (c < 128 ? NAME_START[c] !== 1 : !isNameStartBeyondAscii(c)) return start;
    let i = start;
    for (;;) {
      if (c === COLON) {
        if (this.colon === -1) this.colon = i;
        this.colons += 1;
      }
      i += 1;
      if (i >= limit) return i;
      c = codes[i]!;
      if (c < 128 ? NAME_CHAR[c] !== 1 : !isNameCharBeyondAscii(c)) return i;
    }
  }

  /** A segment count written as 1 to 10 plain digits, or -1. */
  private plainCount(start: number, end: number): number {
    const codes = this.codes;
    if (this.valueFlags !== 0 || end - start < 1 || end - start > 10) return -1;
    let value = 0;
    for (let i = start; i < end; i++) {
      const digit = codes[i]! - 0x30;
      if (digit < 0 || digit > 9) return -1;
      value = value * 10 + digit;
    }
    return value;
  }

  /** An attribute value as the old parser delivered it: newlines normalised, trimmed, decoded. */
  private value(start: number, end: number, flags = this.valueFlags): string {
    let value = this.source.slice(start, end);
    if (flags & HAS_CR) value = value.replace(NEWLINES, '\n');
    value = value.trim();
    return flags & HAS_REFERENCE ? decodeXmlText(value) : value;
  }

  private sameText(a: number, b: number, n: number): boolean {
    const codes = this.codes;
    for (let k = 0; k < n; k++) if (codes[a + k]! !== codes[b + k]!) return false;
    return true;
  }

  private isWord(start: number, end: number, word: Uint8Array): boolean {
    if (end - start !== word.length) return false;
    const codes = this.codes;
    for (let k = 0; k < word.length; k++) if (codes[start + k] !== word[k]) return false;
    return true;
  }

  /**
   * Where `pattern` (ASCII) next occurs at or after `from`; `len` if nowhere.
   * Looks for its last character, the rarer one in `-->`, `]]>` and `?>`, so a
   * run of dashes or brackets is skipped by the native search.
   */
  private find(pattern: string, from: number): number {
    const codes = this.codes;
    const len = this.len;
    const last = pattern.length - 1;
    const lastChar = pattern[last]!;
    for (
      let at = this.source.indexOf(lastChar, from + last);
      at < len;
      at = this.source.indexOf(lastChar, at + 1)
    ) {
      let k = 1;
      while (k <= last && codes[at - k] === pattern.charCodeAt(last - k)) k += 1;
      if (k > last) return at - last;
    }
    return len;
  }

  private startsWith(pattern: string, at: number): boolean {
    if (at + pattern.length > this.len) return false;
    for (let k = 0; k < pattern.length; k++) if (this.codes[at + k] !== pattern.charCodeAt(k)) return false;
    return true;
  }

  /** `word` (ASCII letters) at `at`, in any case. */
  private startsWithIgnoreCase(at: number, word: string): boolean {
    if (at + word.length > this.len) return false;
    for (let k = 0; k < word.length; k++) {
      if ((this.codes[at + k]! | 0x20) !== (word.charCodeAt(k) | 0x20)) return false;
    }
    return true;
  }

  private charAt(at: number): string {
    return at < this.len ? String.fromCharCode(this.codes[at]!) : '';
  }

  /** Text for messages, shortened. */
  private slice(start: number, end: number): string {
    return shorten(this.source.slice(start, Math.min(end, this.len)));
  }

  /** The name of the tag whose `<` is at `lt`, for messages. */
  private tagName(lt: number): string {
    const start = lt + 1;
    return this.slice(start, this.readName(start, Math.min(this.len, start + 100)));
  }

  // ---------------------------------------------------------------- errors

  private position(at: number): NzbErrorPosition {
    let line = 1;
    let lineStart = 0;
    for (let i = this.source.indexOf('\n', 0); i < at; i = this.source.indexOf('\n', i + 1)) {
      line += 1;
      lineStart = i + 1;
    }
    return { line, column: at - lineStart + 1 };
  }

  private malformed(at: number, problem: string): NzbParseError {
    const position = this.position(at);
    return new NzbParseError(
      'MALFORMED',
      `NZB is not well-formed XML: ${problem} (line ${position.line}, column ${position.column})`,
      position,
    );
  }

  private truncated(at: number, what: string): NzbParseError {
    const position = this.position(at);
    return new NzbParseError(
      'MALFORMED',
      `NZB is truncated: ${what} starting at line ${position.line}, column ${position.column} is never closed`,
      position,
    );
  }

  /** A tag without its `>`: cut off by the end of the document, or absurdly long. */
  private unterminatedTag(lt: number, limit: number): NzbParseError {
    if (limit >= this.len) return this.truncated(lt, `the tag <${this.tagName(lt)}>`);
    const position = this.position(lt);
    return new NzbParseError(
      'MALFORMED',
      `NZB has a tag longer than ${MAX_TAG_LENGTH} characters (line ${position.line}, column ${position.column})`,
      position,
    );
  }

  private unclosedAtEnd(): NzbParseError {
    const open: string[] = [];
    for (let d = 1; d <= this.depth; d++) {
      open.push(`<${this.slice(this.nameStarts[d]!, this.nameEnds[d]!)}>`);
    }
    const position = this.position(this.len);
    return new NzbParseError(
      'MALFORMED',
      `NZB is truncated or unbalanced: the document ends (line ${position.line}, column ${position.column}) ` +
        `with ${open.join(', ')} still open`,
      position,
    );
  }
}
