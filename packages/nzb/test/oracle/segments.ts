import { decodeXmlText } from './entities';
import { scanMarkup } from './scan';

/** A `<segment>` as written, before number and message-id validation. */
export interface RawSegment {
  /** The `bytes` and `number` attributes, entity-decoded and trimmed; other attributes are dropped. */
  attributes: { bytes?: string; number?: string };
  /** Text and CDATA content, entities decoded, trimmed. */
  text: string;
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Reads the `<segment>` children out of the raw inner XML of a `<segments>`
 * element. The parser hands segments over unparsed (a stop node) because they
 * are nearly all of an NZB and its generic object building is the slowest part;
 * the validator has already proven this text well-formed, so the small
 * tokenizer only has to extract, not to check.
 */
export function readRawSegments(xml: string): RawSegment[] {
  const segments: RawSegment[] = [];
  let current: RawSegment | null = null;
  let depth = 0;
  scanMarkup(xml, {
    open(name, attributes, selfClosing) {
      if (depth === 0 && localName(name) === 'segment') {
        const segment = { attributes: readAttributes(attributes), text: '' };
        segments.push(segment);
        if (!selfClosing) current = segment;
      }
      if (!selfClosing) depth += 1;
    },
    close() {
      depth -= 1;
      if (depth === 0) current = null;
    },
    text(start, end) {
      // Text of elements nested inside a segment is not part of the message-id.
      if (current !== null && depth === 1) current.text += decodeXmlText(xml.slice(start, end));
    },
    cdata(start, end) {
      if (current !== null && depth === 1) current.text += xml.slice(start, end);
    },
  });
  for (const segment of segments) segment.text = segment.text.trim();
  return segments;
}

function readAttributes(raw: string): RawSegment['attributes'] {
  const attributes: RawSegment['attributes'] = {};
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(raw); match !== null; match = ATTRIBUTE.exec(raw)) {
    const name = localName(match[1] ?? '');
    // First occurrence wins (the validator refuses duplicates anyway).
    if ((name === 'bytes' || name === 'number') && attributes[name] === undefined) {
      attributes[name] = decodeXmlText((match[2] ?? match[3] ?? '').trim());
    }
  }
  return attributes;
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
