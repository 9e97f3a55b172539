import { randomBytes } from 'node:crypto';
import { escapeXml, rawXml, type NzElement } from './newznab-document';
import { itemWriter } from './item-markup';
import type { ItemOptions, LinkContext } from './newznab-items';
import type { NewznabRow } from './newznab-row';

/**
 * Stands where a member's credentials go in items written once; random per
 * process and never sent. It starts with DEL, which XML allows and no link or
 * value the items write holds, so the search for it skips through an item by
 * that one character.
 */
const PLACEHOLDER = `\x7fnzcred${randomBytes(12).toString('hex')}`;
/** Link shapes kept per page (API and feeds, extended or not): a handful in practice. */
const SHAPES_PER_PAGE = 8;

/** A page of releases that may be reused across members for API_CACHE_MS, with its items as written. */
export interface RenderablePage {
  rows: NewznabRow[];
  written?: Map<string, string[]>;
}

/**
 * The items of a page as XML. They are written once per page and link shape
 * with a placeholder for the credentials, then each answer joins the pieces
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
  page.written ??= new Map();
  let pieces = page.written.get(shape);
  if (!pieces) {
    const write = itemWriter({ ...link, credentials: PLACEHOLDER }, options);
    pieces = writtenPieces(page.rows, write);
    if (page.written.size < SHAPES_PER_PAGE) page.written.set(shape, pieces);
  }
  const credentials = escapeXml(link.credentials);
  const joined: string[] = [];
  for (const piece of pieces) joined.push(piece, credentials);
  joined.pop();
  return rawXml(joined);
}

/**
 * The items cut at each placeholder, an item's end joined to the next one's
 * start: ~2 pieces per item, each a few hundred bytes to 2 KB (small strings
 * that die young, never one string of the page).
 */
function writtenPieces(rows: readonly NewznabRow[], write: (row: NewznabRow) => string): string[] {
  const pieces: string[] = [];
  let open = '';
  for (const row of rows) {
    const cut = write(row).split(PLACEHOLDER);
    if (cut.length === 1) {
      open += cut[0];
      continue;
    }
    pieces.push(open + cut[0]);
    for (let n = 1; n < cut.length - 1; n++) pieces.push(cut[n]!);
    open = cut[cut.length - 1]!;
  }
  pieces.push(open);
  return pieces;
}
