import { NzbParseError } from '../../src/errors';
import { lineAt, scanMarkup } from './scan';

/** NZB nests four levels (nzb › file › segments › segment); leave room for odd extensions. */
export const MAX_DEPTH = 16;
/**
 * Elements outside `<segments>` (files, groups, meta). A 5000-file season pack
 * has about 30 000; the cap bounds the object tree fast-xml-parser builds.
 */
export const MAX_STRUCTURE_ELEMENTS = 250_000;

/**
 * Bounds the shape of the document before the validator and parser run, since
 * both slow down badly on deep nesting, giant tags or millions of elements.
 * Linear; reports the first violation with its line.
 *
 * @throws {NzbParseError} MALFORMED for truncated constructs, too deep nesting,
 *   oversized tags; TOO_LARGE for too many elements.
 */
export function assertSaneStructure(xml: string): void {
  let depth = 0;
  // Depth of the open <segments> element, or -1 outside of one.
  let segmentsDepth = -1;
  let structureElements = 0;
  scanMarkup(xml, {
    open(name, _attributes, selfClosing, at) {
      if (segmentsDepth === -1) {
        structureElements += 1;
        if (structureElements > MAX_STRUCTURE_ELEMENTS) {
          throw new NzbParseError(
            'TOO_LARGE',
            `NZB has more than ${MAX_STRUCTURE_ELEMENTS} elements outside <segments> (line ${lineAt(xml, at)})`,
          );
        }
      }
      if (selfClosing) return;
      depth += 1;
      if (depth > MAX_DEPTH) {
        const line = lineAt(xml, at);
        throw new NzbParseError(
          'MALFORMED',
          `NZB nests elements deeper than ${MAX_DEPTH} levels (line ${line})`,
          {
            line,
          },
        );
      }
      if (segmentsDepth === -1 && localName(name) === 'segments') segmentsDepth = depth;
    },
    close() {
      if (depth === segmentsDepth) segmentsDepth = -1;
      // Unbalanced closing tags are the validator's to report.
      if (depth > 0) depth -= 1;
    },
  });
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
