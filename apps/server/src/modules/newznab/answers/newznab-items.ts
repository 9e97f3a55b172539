import { categoryLabel, categoryLineage } from '@nzbkino/shared';
import { el, type NzElement } from './newznab-document';
import type { NewznabRow } from '../rows/newznab-row';

/** How this member's links are written: the site's address and the key parameters of the request. */
export interface LinkContext {
  baseUrl: string;
  /** `apikey=…` or, for NNTmux-style feed addresses, `r=…&i=…`: the caller's own credentials, echoed. */
  credentials: string;
  /** The item's link is the NZB (API answers, RSS `dl=1`) rather than the release page. */
  directLink: boolean;
  /** Where the NZB is fetched: `/api?t=get&` for the API, `/rss/get?` for feeds (counted as channel rss). */
  getPath?: string;
  /** Appended to get links only (`&del=1` in the cart feed). */
  getSuffix?: string;
}

export interface ItemOptions {
  extended: boolean;
  /** Attribute names asked for with `attrs=`. */
  attrs: ReadonlySet<string>;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
// ICU's lookup costs more than the rest of an attribute; the codes are a few dozen.
const nameOfCode = new Map<string, string>();

function languageName(code: string): string {
  let name = nameOfCode.get(code);
  if (name === undefined) {
    try {
      name = languageNames.of(code) ?? code;
    } catch {
      name = code;
    }
    if (nameOfCode.size < 500) nameOfCode.set(code, name);
  }
  return name;
}

/** English language names (Sonarr and Radarr map names, not codes), German first. */
export function languageList(codes: readonly string[]): string {
  return codes.map(languageName).join(', ');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * "Fri, 01 May 2026 10:00:00 +0000", as `toUTCString` writes it with the zone
 * as a number (RFC 822 as Sonarr and Radarr parse it). Written from the
 * parts: `toUTCString` took an eighth of writing a page of plain items.
 */
export function rfc822(date: Date): string {
  const year = date.getUTCFullYear();
  return (
    `${DAYS[date.getUTCDay()]}, ${TWO_DIGITS[date.getUTCDate()]} ${MONTHS[date.getUTCMonth()]} ` +
    `${year >= 1000 ? year : date.toUTCString().split(' ')[3]} ${TWO_DIGITS[date.getUTCHours()]}:` +
    `${TWO_DIGITS[date.getUTCMinutes()]}:${TWO_DIGITS[date.getUTCSeconds()]} +0000`
  );
}

/** The get link up to the item's guid (`encodeURIComponent(guid)` follows, then `&` and the credentials). */
export const getLinkBefore = (link: Omit<LinkContext, 'credentials'>) =>
  `${link.baseUrl}${link.getPath ?? '/api?t=get&'}id=`;

/** The get link before and after the item's guid (`encodeURIComponent(guid)` goes between). */
function getLinkAround(link: LinkContext): [before: string, after: string] {
  return [getLinkBefore(link), `&${link.credentials}${link.getSuffix ?? ''}`];
}

export function getUrl(link: LinkContext, guid: string): string {
  const [before, after] = getLinkAround(link);
  return `${before}${encodeURIComponent(guid)}${after}`;
}

/** The release's page on the site: its film, its episode, its series, or the release list filtered by name. */
export function pageUrl(baseUrl: string, row: NewznabRow): string {
  if (row.movie) return `${baseUrl}/movies/${row.movie.slug}`;
  if (row.series && row.season !== null && row.episode !== null)
    return `${baseUrl}/series/${row.series.slug}/season/${row.season}/episode/${row.episode}`;
  if (row.series) return `${baseUrl}/series/${row.series.slug}`;
  return `${baseUrl}/releases?search=${encodeURIComponent(row.name)}`;
}

export function coverUrl(baseUrl: string, posterPath: string | null): string | undefined {
  if (!posterPath) return undefined;
  if (/^https?:\/\//.test(posterPath)) return posterPath;
  return `${baseUrl}/api/imgproxy/posters/${encodeURIComponent(posterPath.split('/').pop() ?? posterPath)}`;
}

function audioLanguages(row: NewznabRow): string[] {
  const codes = [...row.audioLanguages];
  // German.DL names only German; the second track is the original language.
  if (
    (row.dualLanguage || row.multiLanguage) &&
    row.originalLanguage &&
    !codes.includes(row.originalLanguage)
  )
    codes.push(row.originalLanguage);
  return codes;
}

/** Receives an item's attributes one by one; a value left undefined is not shown. */
type AttributeVisitor = (name: string, value: string | number | undefined) => void;

/**
 * Every attribute an item can carry, in the order clients list them, handed
 * to `visit` one by one (no list of pairs per item: a page of 100 items with
 * attributes made ~3,000 of them).
 */
function eachAttribute(row: NewznabRow, link: LinkContext, posted: string, visit: AttributeVisitor): void {
  const entry = row.movie ?? row.series;
  visit('size', row.size);
  visit('guid', row.guid);
  visit('files', row.fileCount);
  visit('grabs', row.grabs);
  visit('group', row.usenetGroups[0]);
  visit('poster', row.poster ?? undefined);
  visit('usenetdate', posted);
  visit('comments', 0);
  visit('password', row.password ? 1 : 0);
  visit('completion', row.completion ?? undefined);
  visit('nfo', row.hasNfo ? 1 : 0);
  visit(
    'info',
    row.hasNfo
      ? `${link.baseUrl}/api?t=getnfo&id=${encodeURIComponent(row.guid)}&${link.credentials}`
      : undefined,
  );
  // Digits only: Sonarr and Radarr read imdb as a number.
  visit('imdb', (row.movie?.imdbId ?? row.series?.imdbId)?.replace(/^tt/, ''));
  visit('imdbtitle', row.movie?.title);
  visit('imdbyear', row.movie?.year ?? undefined);
  visit('tmdbid', entry?.tmdbId ?? undefined);
  visit('tvdbid', row.series?.tvdbId ?? undefined);
  visit('tvmazeid', row.series?.tvmazeId ?? undefined);
  visit('rageid', row.series?.tvrageId ?? undefined);
  visit('tvtitle', row.series?.title);
  visit('season', row.season ?? undefined);
  visit('episode', row.episode ?? undefined);
  visit('tvairdate', row.airDate ? rfc822(new Date(`${row.airDate}T00:00:00Z`)) : undefined);
  visit('rating', entry?.rating != null ? Math.round(entry.rating * 10) / 10 : undefined);
  visit('genre', row.genres ?? undefined);
  visit('coverurl', coverUrl(link.baseUrl, entry?.posterPath ?? null));
  const languages = audioLanguages(row);
  visit('language', languages.length ? languageList(languages) : undefined);
  visit('subs', row.subtitles.length ? languageList(row.subtitles) : undefined);
  visit('video', row.videoCodec ?? undefined);
  visit('audio', row.audioFormats.length ? row.audioFormats.join(', ') : undefined);
  visit('resolution', row.resolution ?? undefined);
}

const attr = (name: string, value: string | number) => el('newznab:attr', { name, value });

/** Without extended=1 or attrs= an item carries only category and size: no other attribute is worked out. */
export const wantsAttributes = (options: ItemOptions) => options.extended || options.attrs.size > 0;

/** Whether an item shows this attribute beyond category and size (written before the others). */
function shows(
  options: ItemOptions,
  name: string,
  value: string | number | undefined,
): value is string | number {
  return value !== undefined && name !== 'size' && (options.extended || options.attrs.has(name));
}

/** One RSS item: the fields every client reads, the category levels and size always, the rest on request. */
export function itemElement(row: NewznabRow, link: LinkContext, options: ItemOptions): NzElement {
  const get = getUrl(link, row.guid);
  const page = pageUrl(link.baseUrl, row);
  const posted = rfc822(row.postedAt ?? row.createdAt);
  const children: NzElement[] = [
    el('title', undefined, row.name),
    el('guid', { isPermaLink: 'false' }, row.guid),
    el('link', undefined, link.directLink ? get : page),
    el('comments', undefined, page),
    el('pubDate', undefined, posted),
    el('category', undefined, categoryLabel(row.category)),
    el('description', undefined, row.name),
    el('enclosure', { url: get, length: row.size, type: 'application/x-nzb' }),
    ...categoryLineage(row.category).map((id) => attr('category', id)),
    attr('size', row.size),
  ];
  if (wantsAttributes(options))
    eachAttribute(row, link, posted, (name, value) => {
      if (shows(options, name, value)) children.push(attr(name, value));
    });
  return el('item', undefined, children);
}
