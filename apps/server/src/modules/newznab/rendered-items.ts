import { randomBytes } from 'node:crypto';
import { escapeXml, rawXml, type NzElement } from './newznab-document';
import { itemXml, type ItemOptions, type LinkContext } from './newznab-items';
import type { NewznabRow } from './newznab-search.repository';

/** Stands where a member's credentials go in items written once; random per process and never sent. */
const PLACEHOLDER = `nzcred${randomBytes(12).toString('hex')}`;
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
    const template = { ...link, credentials: PLACEHOLDER };
    // Item by item, so no string of the whole page is ever made (see toXml).
    pieces = [];
    let current = '';
    for (const row of page.rows) {
      const parts = itemXml(row, template, options).split(PLACEHOLDER);
      current += parts[0];
      for (let k = 1; k < parts.length; k++) {
        pieces.push(Buffer.from(current));
        current = parts[k]!;
      }
    }
    pieces.push(Buffer.from(current));
    if (page.written.size < SHAPES_PER_PAGE) page.written.set(shape, pieces);
  }
  const credentials = Buffer.from(escapeXml(link.credentials));
  const joined: Buffer[] = [];
  for (const piece of pieces) joined.push(piece, credentials);
  joined.pop();
  return rawXml(joined);
}
