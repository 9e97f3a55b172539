import { randomBytes } from 'node:crypto';
import { escapeXml, rawXml, type NzElement } from './newznab-document';
import { itemWriter, wantsAttributes, type ItemOptions, type LinkContext } from './newznab-items';
import type { NewznabRow } from './newznab-row';

/**
 * Stands where a member's credentials go in items written once; random per
 * process and never sent. It starts with DEL, which XML allows and no link or
 * value the items write holds: the search for it then skips through the page
 * by that one byte (~1 µs for a page of 100 items instead of ~13 µs).
 */
const PLACEHOLDER = `\x7fnzcred${randomBytes(12).toString('hex')}`;
const PLACEHOLDER_BYTES = Buffer.from(PLACEHOLDER);
/** Link shapes kept per page (API and feeds, extended or not): a handful in practice. */
const SHAPES_PER_PAGE = 8;

/** A page of releases that may be reused across members for API_CACHE_MS, with its items as written. */
export interface RenderablePage {
  rows: NewznabRow[];
  written?: Map<string, Buffer[]>;
}

/**
 * The items of a page as XML. They are written once per page and link shape
 * with a placeholder for the credentials, then each answer joins the pieces
 * with its own member's credentials, escaped as the writer escapes the whole
 * link. A page reused across members (the release page cache) is thus written
 * once instead of once per member, and no member's key ever enters the
 * shared copy. The pieces are kept as UTF-8 bytes, so an answer is a list of
 * buffers and never one large string (see toXml). The JSON form (`o=json`)
 * builds its tree as before.
 */
export function writtenItems(page: RenderablePage, link: LinkContext, options: ItemOptions): NzElement {
  const shape = JSON.stringify([
    link.baseUrl,
    link.directLink,
    link.getPath ?? '',
    link.getSuffix ?? '',
    options.extended,
    [...options.attrs].sort(),
  ]);
  page.written ??= new Map();
  let pieces = page.written.get(shape);
  if (!pieces) {
    const write = itemWriter({ ...link, credentials: PLACEHOLDER }, options);
    const bytesPerItem = wantsAttributes(options) ? 2048 : 1024;
    pieces = writtenPieces(page.rows, write, page.rows.length * bytesPerItem);
    if (page.written.size < SHAPES_PER_PAGE) page.written.set(shape, pieces);
  }
  const credentials = Buffer.from(escapeXml(link.credentials));
  const joined: Buffer[] = [];
  for (const piece of pieces) joined.push(piece, credentials);
  joined.pop();
  return rawXml(joined);
}

/**
 * The items as UTF-8 bytes in one buffer, item by item (so no string of the
 * whole page is ever made: see toXml), cut at each placeholder: the pieces
 * share the buffer, no piece is copied.
 */
function writtenPieces(
  rows: readonly NewznabRow[],
  write: (row: NewznabRow) => string,
  expectedBytes: number,
): Buffer[] {
  // Items run ~0.9 KB, ~1.9 KB with attributes: room for the page at once, grown only for long names.
  let bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 4096));
  let used = 0;
  for (const row of rows) {
    const xml = write(row);
    // A UTF-16 code unit never takes more than three UTF-8 bytes.
    if (used + xml.length * 3 > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, used + xml.length * 3));
      bytes.copy(larger, 0, 0, used);
      bytes = larger;
    }
    used += bytes.write(xml, used);
  }
  const written = bytes.subarray(0, used);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = written.indexOf(PLACEHOLDER_BYTES); at >= 0; at = written.indexOf(PLACEHOLDER_BYTES, from)) {
    pieces.push(written.subarray(from, at));
    from = at + PLACEHOLDER_BYTES.length;
  }
  pieces.push(written.subarray(from));
  return pieces;
}
