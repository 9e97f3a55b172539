import { escapeXml, rawXml, type NzElement } from './newznab-document';
import { ItemPieces, itemWriter } from './item-markup';
import type { ItemOptions, LinkContext } from './newznab-items';
import type { NewznabRow } from '../rows/newznab-row';

/** Link shapes kept per page (API and feeds, extended or not): a handful in practice. */
const SHAPES_PER_PAGE = 8;

/** A page of releases that may be reused across members for API_CACHE_MS, with its items as written. */
export interface RenderablePage {
  rows: NewznabRow[];
  /**
   * Set when the page serves more than one answer (the page cache, or
   * requests of one turn sharing its read): only then are its items kept as
   * written. A page of one answer keeps nothing: if it had been promoted to
   * V8's old space while its request waited, written pieces hung on it would
   * be promoted with it by the next scavenges, though dead (bench/README.md).
   */
  shared?: boolean;
  written?: Map<string, string[]>;
}

/**
 * The items of a page as XML. They are written once per page and link shape
 * in pieces cut where the credentials go, then each answer joins the pieces
 * with its own member's credentials, escaped as the writer escapes the whole
 * link. A page reused across members (the release page cache) is thus written
 * once instead of once per member, and no member's key ever enters the
 * shared copy. The pieces are small strings, never one string of the page:
 * toXml writes them one by one into the answer's buffer. The JSON form
 * (`o=json`) builds its tree as before.
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
  let pieces = page.written?.get(shape);
  if (!pieces) {
    const write = itemWriter(link, options);
    const into = new ItemPieces();
    for (const row of page.rows) write(row, into);
    pieces = into.done();
    if (page.shared) {
      page.written ??= new Map();
      if (page.written.size < SHAPES_PER_PAGE) page.written.set(shape, pieces);
    }
  }
  const credentials = escapeXml(link.credentials);
  const joined: string[] = [];
  for (const piece of pieces) joined.push(piece, credentials);
  joined.pop();
  return rawXml(joined);
}
