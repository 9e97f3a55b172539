import { decodeNzb } from './decode';
import type { DecodedText } from './decode';
import { NzbParseError } from './errors';
import { assertNoEntityDeclarations, assertSize, DEFAULT_MAX_NZB_BYTES, sniffRoot } from './safety';
import type { RootSniff } from './safety';
import { scanNzb } from './scanner';
import type { NzbDocument, ParseNzbOptions } from './types';

/**
 * Parses and validates an NZB upload.
 *
 * The size limit is checked before decoding; the document is then read in a
 * single strict pass ({@link scanNzb}) that refuses entity declarations and
 * foreign DOCTYPEs where it meets them, never fetches or expands anything and
 * decodes only the five predefined entities and numeric character references.
 * Accepts UTF-8 (with or without BOM), UTF-16 with BOM and the encodings a
 * declaration names (e.g. ISO-8859-1).
 *
 * @throws {NzbParseError} with a `code` telling why the document was rejected.
 */
export function parseNzb(input: Buffer | string, options: ParseNzbOptions = {}): NzbDocument {
  assertSize(input, options.maxBytes ?? DEFAULT_MAX_NZB_BYTES);
  const source = decodeNzb(input);
  if (isBlank(source)) throw new NzbParseError('NOT_XML', 'NZB is empty');
  try {
    assertNoNul(source);
    const { document, rootNameEnd } = scanNzb(source, options.segments !== false);
    assertNzbRoot(sniffProlog(source, rootNameEnd));
    return document;
  } catch (error) {
    // The scanner reports the first problem in document order. Some problems
    // outrank all others wherever they are: entity declarations, then input
    // that is not XML or not an NZB at all, then binary data. Looking for them
    // here, on the error path only, keeps the reported code independent of
    // where in the file they sit without extra passes over good files.
    if (error instanceof NzbParseError) {
      const xml = source.toString();
      assertNoEntityDeclarations(xml);
      assertNzbRoot(sniffRoot(xml), xml);
      assertNoNul(source);
    }
    throw error;
  }
}

/**
 * Refuses JSON, HTML and other XML formats with a code that says so. Without
 * `xml` (the success path) a NOT_XML error is only a signal: the catch in
 * parseNzb repeats the check on the whole text and words the message.
 */
function assertNzbRoot(root: RootSniff, xml = ''): void {
  if (root.kind === 'not-xml') {
    throw new NzbParseError('NOT_XML', `NZB is not XML: it starts with ${describeStart(xml)}`);
  }
  if (root.kind === 'element' && localName(root.name) !== 'nzb') {
    throw new NzbParseError('NOT_NZB', `Root element is <${root.name}>, not <nzb>`);
  }
}

/**
 * sniffRoot's verdict on a document the scanner accepted. The scanner has read
 * the prolog up to the root element's name, so that much text decides it,
 * unless the sniffer's view differs and it ran off that text's end.
 */
function sniffProlog(source: DecodedText, rootNameEnd: number): RootSniff {
  const head = source.head(rootNameEnd + 1);
  const root = sniffRoot(head);
  if (root.kind === 'element' && root.end < head.length) return root;
  return sniffRoot(source.toString());
}

// XML forbids NUL anywhere; its presence means binary data behind an XML-looking start.
function assertNoNul(source: DecodedText): void {
  if (source.indexOf('\u0000', 0) < source.length) {
    throw new NzbParseError('NOT_XML', 'NZB contains binary data (NUL bytes)');
  }
}

/** Like `!/\S/.test(text)`. */
function isBlank(source: DecodedText): boolean {
  const codes = source.codes;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0x80 || !/\s/.test(String.fromCharCode(c))) return false;
  }
  return true;
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/**
 * What kind of data the document starts with, never its bytes: a refusal is
 * shown to admins and written to logs, and the file may not be the uploader's
 * own (a link to a secret, say).
 */
function describeStart(xml: string): string {
  const start = xml.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'JSON-like data';
  const preview = start.slice(0, 12);
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(preview) ? 'binary data' : 'text other than "<"';
}
