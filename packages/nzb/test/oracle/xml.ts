import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createStrictEntityDecoder } from './entities';
import { NzbParseError } from '../../src/errors';
import { lineAt } from './scan';
import { MAX_DEPTH } from './structure';

/** A parsed element: attributes under `@_name`, children by tag name (always arrays), text under `#text`. */
export type XmlElement = Record<string, unknown>;

const ATTRIBUTE_PREFIX = '@_';
const TEXT = '#text';

function createParser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT,
    // Values stay strings: group names like "alt.binaries.0day" or message-ids
    // must not be turned into numbers, and numbers are validated strictly later.
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    // Every child element becomes an array, so one file and many files, or one
    // group and many, are read by the same code. The root stays single so a
    // second root element shows up as an array.
    isArray: (tagName, _path, _leaf, isAttribute) => !isAttribute && tagName !== 'nzb',
    // Only the five predefined entities and numeric references are decoded; the
    // strict decoder refuses DOCTYPE entities, and the limits are a second fence.
    processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 1 },
    htmlEntities: false,
    entityDecoder: createStrictEntityDecoder(),
    // Segments are nearly all of an NZB; building generic objects for them is
    // the slowest part of the parser, so their raw XML is read by readRawSegments.
    stopNodes: ['nzb.file.segments'],
    // assertSaneStructure has bounded nesting already; this is the second fence.
    maxNestedTags: MAX_DEPTH,
  });
}

/**
 * Checks well-formedness with the validator first, because its errors carry the
 * line and column, then parses into a plain object tree.
 */
export function parseXmlTree(xml: string): XmlElement {
  const result = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (result !== true) {
    const msg = result.err.msg.length > 300 ? `${result.err.msg.slice(0, 300)}…` : result.err.msg;
    // Unclosed elements are only noticed at the end, but reported at 1:1.
    const truncated = msg.startsWith("Invalid '[");
    const line = truncated ? lineAt(xml, xml.length) : result.err.line;
    const column = truncated ? undefined : result.err.col;
    const at = column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
    throw new NzbParseError(
      'MALFORMED',
      `NZB is not well-formed XML: ${describeValidatorError(msg)} (${at})`,
      {
        line,
        ...(column === undefined ? {} : { column }),
      },
    );
  }
  try {
    const tree: unknown = createParser().parse(xml);
    if (!isElement(tree)) throw new Error('empty document');
    return tree;
  } catch (error) {
    if (error instanceof NzbParseError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new NzbParseError('MALFORMED', `NZB could not be parsed: ${reason}`);
  }
}

// The validator reports unclosed elements as `Invalid '["nzb","file"]' found.`
function describeValidatorError(msg: string): string {
  if (!msg.startsWith("Invalid '[")) return msg;
  const open = [...msg.matchAll(/"([^"]{1,100})"/g)].map((m) => `<${m[1]}>`);
  return `document is truncated or unbalanced, unclosed ${open.join(', ') || 'elements'}`;
}

export function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Child elements with the given tag name; empty elements (`<x/>`) come back as empty objects. */
export function children(element: XmlElement, tagName: string): XmlElement[] {
  const value = element[tagName];
  if (!Array.isArray(value)) return [];
  return value.map((child: unknown) => (isElement(child) ? child : { [TEXT]: child }));
}

/** Attribute value, already entity-decoded, or undefined if absent. */
export function attribute(element: XmlElement, name: string): string | undefined {
  const value = element[ATTRIBUTE_PREFIX + name];
  return typeof value === 'string' ? value : undefined;
}

/** Text content (CDATA included), trimmed by the parser; '' for an empty element. */
export function textOf(element: XmlElement): string {
  const value = element[TEXT];
  return typeof value === 'string' ? value : '';
}
