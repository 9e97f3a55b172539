import { NzbParseError } from '../../src/errors';

/** Callbacks of {@link scanMarkup}. Positions are indexes into the scanned string. */
export interface MarkupHandler {
  /** `attributes` is the raw text between the name and `>` (or `/>`). */
  open?(name: string, attributes: string, selfClosing: boolean, at: number): void;
  close?(name: string, at: number): void;
  /** Raw character data between tags, entities not yet decoded. */
  text?(start: number, end: number): void;
  cdata?(start: number, end: number): void;
}

/** No NZB tag comes near this; a longer one is an attack or garbage. */
export const MAX_TAG_LENGTH = 16 * 1024;
/** NZB attributes per tag are three at most; extra ones only cost validation time. */
export const MAX_TAG_TOKENS = 32;

/**
 * A small, linear, quote-aware XML tokenizer. It does not check well-formedness
 * (fast-xml-parser's validator does that, with positions); it only walks markup
 * so callers can count, bound and extract. Every construct is searched with
 * `indexOf` or a bounded loop, and the first unterminated one throws, so the
 * work is linear in the input even for hostile documents.
 *
 * @throws {NzbParseError} MALFORMED for an unterminated comment, CDATA section,
 *   processing instruction or tag, or a tag over the length/attribute limits.
 */
export function scanMarkup(xml: string, handler: MarkupHandler): void {
  let i = 0;
  for (;;) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > i) handler.text?.(i, textEnd);
    if (lt === -1) return;
    if (xml.startsWith('<!--', lt)) {
      i = after(xml, '-->', lt + 4, lt, 'comment');
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end === -1) unterminated(xml, lt, 'CDATA section');
      handler.cdata?.(lt + 9, end);
      i = end + 3;
    } else if (xml.startsWith('<?', lt)) {
      i = after(xml, '?>', lt + 2, lt, 'processing instruction');
    } else if (xml.startsWith('<!', lt)) {
      // Only a DOCTYPE without internal subset gets here (checked before), so `>` ends it.
      i = after(xml, '>', lt + 2, lt, 'declaration');
    } else if (xml.startsWith('</', lt)) {
      const end = after(xml, '>', lt + 2, lt, 'closing tag');
      handler.close?.(xml.slice(lt + 2, end - 1).trim(), lt);
      i = end;
    } else {
      i = scanOpenTag(xml, lt, handler);
    }
  }
}

function scanOpenTag(xml: string, lt: number, handler: MarkupHandler): number {
  const limit = Math.min(xml.length, lt + MAX_TAG_LENGTH);
  let tokens = 0;
  let inSpace = false;
  let nameEnd = -1;
  for (let j = lt + 1; j < limit; j++) {
    const c = xml.charCodeAt(j);
    if (c === 0x22 || c === 0x27) {
      // Jump over the quoted value; `>` and spaces inside it mean nothing.
      const close = xml.indexOf(c === 0x22 ? '"' : "'", j + 1);
      if (close === -1 || close >= limit) break;
      j = close;
    } else if (c === 0x3e /* > */) {
      const selfClosing = xml.charCodeAt(j - 1) === 0x2f; /* / */
      const end = nameEnd === -1 ? (selfClosing ? j - 1 : j) : nameEnd;
      const attributes = nameEnd === -1 ? '' : xml.slice(nameEnd, selfClosing ? j - 1 : j);
      handler.open?.(xml.slice(lt + 1, end), attributes, selfClosing, lt);
      return j + 1;
    } else if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      if (nameEnd === -1) nameEnd = j;
      inSpace = true;
      continue;
    }
    if (inSpace) {
      inSpace = false;
      tokens += 1;
      if (tokens > MAX_TAG_TOKENS) {
        throw new NzbParseError(
          'MALFORMED',
          `NZB has a tag with more than ${MAX_TAG_TOKENS} attributes (line ${lineAt(xml, lt)})`,
          { line: lineAt(xml, lt) },
        );
      }
    }
  }
  if (limit === xml.length) unterminated(xml, lt, 'tag');
  throw new NzbParseError(
    'MALFORMED',
    `NZB has a tag longer than ${MAX_TAG_LENGTH} characters (line ${lineAt(xml, lt)})`,
    { line: lineAt(xml, lt) },
  );
}

function after(xml: string, terminator: string, from: number, start: number, what: string): number {
  const end = xml.indexOf(terminator, from);
  if (end === -1) unterminated(xml, start, what);
  return end + terminator.length;
}

function unterminated(xml: string, at: number, what: string): never {
  const line = lineAt(xml, at);
  throw new NzbParseError('MALFORMED', `NZB is truncated: ${what} starting at line ${line} is never closed`, {
    line,
  });
}

/** 1-based line of a position; only called on the error path. */
export function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}
