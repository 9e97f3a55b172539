// TEST ORACLE, not shipped: the NZB reader as it was before the single-pass
// scanner (fast-xml-parser's validator and parser over the whole document),
// kept verbatim so test/differential.test.ts can check that parseNzb still
// returns the same documents and rejects with the same codes. Only this folder
// uses fast-xml-parser; src/ does not import it.
import { decodeNzbBytes, stripBom } from '../../src/decode';
import { NzbParseError } from '../../src/errors';
import { readNzbTree } from './read';
import { assertNoEntityDeclarations, assertSize, DEFAULT_MAX_NZB_BYTES, sniffRoot } from '../../src/safety';
import type { NzbDocument, ParseNzbOptions } from '../../src/types';
import { assertSaneStructure } from './structure';
import { parseXmlTree } from './xml';

/**
 * Parses and validates an NZB upload.
 *
 * Order matters for safety: the size limit is checked before decoding, entity
 * declarations and foreign DOCTYPEs are refused before any XML parser runs, and
 * only the five predefined entities and numeric character references are ever
 * decoded. Accepts UTF-8 (with or without BOM), UTF-16 with BOM and the
 * encodings a declaration names (e.g. ISO-8859-1).
 *
 * @throws {NzbParseError} with a `code` telling why the document was rejected.
 */
export function parseNzbOracle(input: Buffer | string, options: ParseNzbOptions = {}): NzbDocument {
  assertSize(input, options.maxBytes ?? DEFAULT_MAX_NZB_BYTES);
  const xml = typeof input === 'string' ? stripBom(input) : decodeNzbBytes(input);
  if (!/\S/.test(xml)) throw new NzbParseError('NOT_XML', 'NZB is empty');

  assertNoEntityDeclarations(xml);

  const root = sniffRoot(xml);
  if (root.kind === 'not-xml') {
    throw new NzbParseError('NOT_XML', `NZB is not XML: it starts with ${describeStart(xml)}`);
  }
  if (root.kind === 'element' && localName(root.name) !== 'nzb') {
    throw new NzbParseError('NOT_NZB', `Root element is <${root.name}>, not <nzb>`);
  }
  // XML forbids NUL anywhere; its presence means binary data behind an XML-looking start.
  if (xml.includes('\u0000')) throw new NzbParseError('NOT_XML', 'NZB contains binary data (NUL bytes)');

  assertSaneStructure(xml);
  return readNzbTree(parseXmlTree(xml));
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

function describeStart(xml: string): string {
  const start = xml.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'JSON-like data';
  const preview = start.slice(0, 12);
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(preview) ? 'binary data' : JSON.stringify(preview);
}
