import { NzbParseError } from './errors';

/** Default upper bound for an NZB upload; even large season packs stay below it. */
export const DEFAULT_MAX_NZB_BYTES = 32 * 1024 * 1024;

/** Rejects oversized input before any decoding, so a hostile upload costs no parser memory. */
export function assertSize(input: Buffer | string, maxBytes: number): void {
  if (!Number.isFinite(maxBytes) || maxBytes <= 0) {
    throw new RangeError(`maxBytes must be a positive number, got ${maxBytes}`);
  }
  // Every UTF-16 code unit encodes to at least one UTF-8 byte, so a too long
  // string is refused without computing its exact byte length.
  if (typeof input === 'string' && input.length > maxBytes) {
    throw new NzbParseError('TOO_LARGE', `NZB is larger than the limit of ${maxBytes} bytes`);
  }
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > maxBytes) {
    throw new NzbParseError('TOO_LARGE', `NZB is ${size} bytes, the limit is ${maxBytes} bytes`);
  }
}

// Only the published NZB DTDs (1.0 and 1.1) may be referenced. They are never
// fetched (the parser resolves nothing external), but any other external
// identifier is refused so a later parser change could not turn it into a file
// or network read. A bare `<!DOCTYPE name>` references nothing and is let
// through, so an HTML error page is reported as NOT_NZB rather than as an attack.
const ALLOWED_DOCTYPE =
  /<!DOCTYPE\s+(?:nzb\s+PUBLIC\s+(["'])-\/\/newzBin\/\/DTD NZB 1\.[01]\/\/EN\1\s+(["'])http:\/\/www\.newzbin\.com\/DTD\/nzb\/nzb-1\.[01]\.dtd\2|[A-Za-z_][\w.:-]{0,100})\s*>/y;

/**
 * Refuses everything that could make an XML parser expand or fetch entities
 * (billion laughs, XXE): any `<!ENTITY`, any internal DTD subset, any DOCTYPE
 * other than the plain NZB one, wherever it appears (comments and CDATA
 * included). Linear. The scanner refuses the same things as it meets them; this
 * whole-text check decides which error wins when a document has several problems.
 */
export function assertNoEntityDeclarations(xml: string): void {
  if (/<!ENTITY/i.test(xml)) throw forbiddenEntity();
  const doctype = /<!DOCTYPE/gi;
  let count = 0;
  for (let match = doctype.exec(xml); match !== null; match = doctype.exec(xml)) {
    count += 1;
    if (count > 1 || allowedDoctypeEnd(xml, match.index) === -1) throw forbiddenDoctype();
  }
}

/**
 * Where the allowed DOCTYPE starting exactly at `at` ends (the index after its
 * `>`), or -1 if the text there is not the standard NZB declaration or a bare
 * `<!DOCTYPE name>`. Shared with the scanner so both accept the same forms.
 */
export function allowedDoctypeEnd(xml: string, at: number): number {
  ALLOWED_DOCTYPE.lastIndex = at;
  return ALLOWED_DOCTYPE.test(xml) ? ALLOWED_DOCTYPE.lastIndex : -1;
}

/** The error for a DOCTYPE that could declare or fetch entities (or a second one). */
export function forbiddenDoctype(): NzbParseError {
  return new NzbParseError(
    'ENTITIES_FORBIDDEN',
    'NZB has a DOCTYPE other than the standard NZB declaration (internal subset or external reference)',
  );
}

/** The error for an entity declaration anywhere in the document. */
export function forbiddenEntity(): NzbParseError {
  return new NzbParseError('ENTITIES_FORBIDDEN', 'NZB declares entities (<!ENTITY), which are not allowed');
}

/**
 * The error for a reference to an entity other than the five XML predefines
 * (`&nbsp;`, `&xxe;`): no NZB may declare one, so it can only be a mistake or
 * an attempt. Its name is not quoted: messages carry no document content.
 */
export function undefinedEntity(): NzbParseError {
  return new NzbParseError(
    'ENTITIES_FORBIDDEN',
    'NZB references an undeclared entity (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)',
  );
}

/** What the start of a document looks like, before full validation. */
export type RootSniff =
  | { kind: 'not-xml' }
  /** The prolog could not be read to its end; left to the scanner to explain. */
  | { kind: 'unknown' }
  /** `end`: where the name ends; a name that runs to the end of the text may continue beyond it. */
  | { kind: 'element'; name: string; end: number };

/**
 * Finds the first element after the prolog (declaration, comments, processing
 * instructions, DOCTYPE). Lets an HTML error page or a JSON response be reported
 * as such instead of as "malformed XML at line 7".
 */
export function sniffRoot(xml: string): RootSniff {
  let i = 0;
  for (;;) {
    while (i < xml.length && isXmlSpace(xml.charCodeAt(i))) i += 1;
    if (xml.charCodeAt(i) !== 0x3c /* < */) return { kind: 'not-xml' };
    const skipTo = xml.startsWith('<?', i)
      ? '?>'
      : xml.startsWith('<!--', i)
        ? '-->'
        : xml.startsWith('<!', i)
          ? '>'
          : null;
    if (skipTo === null) break;
    const end = xml.indexOf(skipTo, i + 2);
    if (end === -1) return { kind: 'unknown' };
    i = end + skipTo.length;
  }
  const name = /<([A-Za-z_][\w.:-]{0,100})/y;
  name.lastIndex = i;
  const found = name.exec(xml)?.[1];
  return found === undefined ? { kind: 'unknown' } : { kind: 'element', name: found, end: name.lastIndex };
}

function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
