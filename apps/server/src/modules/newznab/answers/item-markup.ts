import { categoryLabel, categoryLineage } from '@nzbkino/shared';
import { escapeXml } from './newznab-document';
import {
  coverUrl,
  getLinkBefore,
  languageList,
  rfc822,
  wantsAttributes,
  type ItemOptions,
  type LinkContext,
} from './newznab-items';
import type { NewznabRow } from '../rows/newznab-row';

type Movie = NonNullable<NewznabRow['movie']>;
type Series = NonNullable<NewznabRow['series']>;

const attrXml = (name: string, value: string | number) =>
  `<newznab:attr name="${name}" value="${typeof value === 'number' ? value : escapeXml(value)}"/>`;

/** Markup that depends only on the category (a few dozen ids): written once per id. */
function perCategory(write: (id: number) => string): (id: number) => string {
  const written = new Map<number, string>();
  return (id) => {
    let xml = written.get(id);
    if (xml === undefined) written.set(id, (xml = write(id)));
    return xml;
  };
}
const categoryPart = perCategory((id) => `<category>${escapeXml(categoryLabel(id))}</category>`);
const lineagePart = perCategory((id) =>
  categoryLineage(id)
    .map((level) => attrXml('category', level))
    .join(''),
);

/**
 * What a film or series gives its releases' items, written once per entry:
 * the held entries of catalogue-entries.ts are the same objects from page to
 * page (a changed entry is a new object). In the order of newznab-items.ts's
 * `eachAttribute`: ids and titles, then (after the episode's own) rating, and
 * the cover after the genre.
 */
interface EntryMarkup {
  baseUrl: string;
  /** the escaped page address without the episode: `…/movies/<slug>`, `…/series/<slug>` */
  page: string;
  ids: { name: string; xml: string }[];
  /** every id attribute in order, for extended=1 */
  allIds: string;
  rating: string;
  cover: string;
}

function entryMarkupOf(movie: Movie | null, series: Series | null, baseUrl: string): EntryMarkup {
  const entry = movie ?? series;
  const ids: EntryMarkup['ids'] = [];
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null) ids.push({ name, xml: attrXml(name, value) });
  };
  add('imdb', (movie?.imdbId ?? series?.imdbId)?.replace(/^tt/, ''));
  add('imdbtitle', movie?.title);
  add('imdbyear', movie?.year);
  add('tmdbid', entry?.tmdbId);
  add('tvdbid', series?.tvdbId);
  add('tvmazeid', series?.tvmazeId);
  add('rageid', series?.tvrageId);
  add('tvtitle', series?.title);
  const cover = coverUrl(baseUrl, entry?.posterPath ?? null);
  const path = movie ? `/movies/${movie.slug}` : series ? `/series/${series.slug}` : '';
  return {
    baseUrl,
    page: escapeXml(`${baseUrl}${path}`),
    ids,
    allIds: ids.map((id) => id.xml).join(''),
    rating: entry?.rating != null ? attrXml('rating', Math.round(entry.rating * 10) / 10) : '',
    cover: cover === undefined ? '' : attrXml('coverurl', cover),
  };
}

const heldEntries = new WeakMap<object, EntryMarkup>();

/** The markup of a release's film or series (a release naming both: written every time). */
function entryMarkup(row: NewznabRow, baseUrl: string): EntryMarkup | null {
  const { movie, series } = row;
  if (movie && series) return entryMarkupOf(movie, series, baseUrl);
  const entry = movie ?? series;
  if (!entry) return null;
  let markup = heldEntries.get(entry);
  if (markup?.baseUrl !== baseUrl) heldEntries.set(entry, (markup = entryMarkupOf(movie, series, baseUrl)));
  return markup;
}

/**
 * A list value's attribute written once per list: the server's copy of the
 * releases (release-store.ts) hands out one frozen list for all releases
 * holding it; lists read from the database are new each time and written each time.
 */
function perList(write: (list: readonly string[], extra: string) => string) {
  const written = new WeakMap<readonly string[], Map<string, string>>();
  return (list: readonly string[], extra = ''): string => {
    if (!Object.isFrozen(list)) return write(list, extra);
    let byExtra = written.get(list);
    if (!byExtra) written.set(list, (byExtra = new Map()));
    let xml = byExtra.get(extra);
    if (xml === undefined) byExtra.set(extra, (xml = write(list, extra)));
    return xml;
  };
}
/** German.DL names only German: the original language, the second track, is added. */
const languagePart = perList((codes, original) => {
  const all = original && !codes.includes(original) ? [...codes, original] : codes;
  return all.length ? attrXml('language', languageList(all)) : '';
});
const subsPart = perList((codes) => (codes.length ? attrXml('subs', languageList(codes)) : ''));
const audioPart = perList((formats) => (formats.length ? attrXml('audio', formats.join(', ')) : ''));
const groupPart = perList((groups) => (groups.length ? attrXml('group', groups[0]!) : ''));

/** Guids as the importer makes them need neither URI encoding nor XML escaping. */
const PLAIN_GUID = /^[A-Za-z0-9_.~-]+$/;

/**
 * Markup in pieces that the member's credentials go between: rendered-items.ts
 * keeps them per page and joins them with each member's own. An item's last
 * piece stays open for the next item's first.
 */
export class ItemPieces {
  readonly pieces: string[] = [];
  open = '';

  /** Every piece, the open one closed. */
  done(): string[] {
    return [...this.pieces, this.open];
  }
}

/**
 * Writes items as XML for one link context: byte for byte what
 * `writeXml(itemElement(…))` of newznab-items.ts gives with the credentials
 * put in between the pieces (the element tree of the JSON answers stays the
 * reference; item-markup.unit.test.ts compares the two over generated
 * releases). What is the same for every item (the links' fixed parts) is
 * escaped once per writer, what a film, series, category or shared list
 * gives once per value, so a page of 100 items escapes little more than the
 * names.
 */
export function itemWriter(
  link: Omit<LinkContext, 'credentials'>,
  options: ItemOptions,
): (row: NewznabRow, into: ItemPieces) => void {
  const getBefore = escapeXml(getLinkBefore(link));
  const getSuffix = escapeXml(link.getSuffix ?? '');
  const infoBefore = `<newznab:attr name="info" value="${escapeXml(`${link.baseUrl}/api?t=getnfo&id=`)}`;
  const releasesPage = escapeXml(`${link.baseUrl}/releases?search=`);
  const attributes = wantsAttributes(options);
  const on = (name: string) => attributes && (options.extended || options.attrs.has(name));
  const show = Object.fromEntries(
    [
      'guid',
      'files',
      'grabs',
      'group',
      'poster',
      'usenetdate',
      'comments',
      'password',
      'completion',
      'nfo',
      'info',
      'season',
      'episode',
      'tvairdate',
      'rating',
      'genre',
      'coverurl',
      'language',
      'subs',
      'video',
      'audio',
      'resolution',
    ].map((name) => [name, on(name)]),
  ) as Record<string, boolean>;
  const idsOf = (entry: EntryMarkup) =>
    options.extended
      ? entry.allIds
      : entry.ids
          .filter((id) => options.attrs.has(id.name))
          .map((id) => id.xml)
          .join('');

  return (row, into) => {
    const entry = entryMarkup(row, link.baseUrl);
    const plainGuid = PLAIN_GUID.test(row.guid);
    const guid = plainGuid ? row.guid : escapeXml(row.guid);
    const guidInLink = plainGuid ? row.guid : escapeXml(encodeURIComponent(row.guid));
    const getHead = `${getBefore}${guidInLink}&amp;`;
    const page = !entry
      ? `${releasesPage}${escapeXml(encodeURIComponent(row.name))}`
      : !row.movie && row.season !== null && row.episode !== null
        ? `${entry.page}/season/${row.season}/episode/${row.episode}`
        : entry.page;
    const posted = rfc822(row.postedAt ?? row.createdAt);
    const name = escapeXml(row.name);
    let xml = `${into.open}<item><title>${name}</title><guid isPermaLink="false">${guid}</guid><link>`;
    if (link.directLink) {
      into.pieces.push(`${xml}${getHead}`);
      xml = getSuffix;
    } else {
      xml += page;
    }
    into.pieces.push(
      `${xml}</link><comments>${page}</comments>` +
        `<pubDate>${posted}</pubDate>${categoryPart(row.category)}` +
        `<description>${name}</description><enclosure url="${getHead}`,
    );
    xml =
      `${getSuffix}" length="${row.size}" type="application/x-nzb"/>` +
      `${lineagePart(row.category)}${attrXml('size', row.size)}`;
    if (!attributes) {
      into.open = `${xml}</item>`;
      return;
    }

    if (show.guid) xml += `<newznab:attr name="guid" value="${guid}"/>`;
    if (show.files) xml += attrXml('files', row.fileCount);
    if (show.grabs) xml += attrXml('grabs', row.grabs);
    if (show.group) xml += groupPart(row.usenetGroups);
    if (show.poster && row.poster !== null) xml += attrXml('poster', row.poster);
    if (show.usenetdate) xml += `<newznab:attr name="usenetdate" value="${posted}"/>`;
    if (show.comments) xml += '<newznab:attr name="comments" value="0"/>';
    if (show.password) xml += attrXml('password', row.password ? 1 : 0);
    if (show.completion && row.completion !== null) xml += attrXml('completion', row.completion);
    if (show.nfo) xml += attrXml('nfo', row.hasNfo ? 1 : 0);
    if (show.info && row.hasNfo) {
      into.pieces.push(`${xml}${infoBefore}${guidInLink}&amp;`);
      xml = '"/>';
    }
    if (entry) xml += idsOf(entry);
    if (show.season && row.season !== null) xml += attrXml('season', row.season);
    if (show.episode && row.episode !== null) xml += attrXml('episode', row.episode);
    if (show.tvairdate && row.airDate)
      xml += attrXml('tvairdate', rfc822(new Date(`${row.airDate}T00:00:00Z`)));
    if (show.rating && entry) xml += entry.rating;
    if (show.genre && row.genres !== null) xml += attrXml('genre', row.genres);
    if (show.coverurl && entry) xml += entry.cover;
    const original = row.dualLanguage || row.multiLanguage ? (row.originalLanguage ?? '') : '';
    if (show.language) xml += languagePart(row.audioLanguages, original);
    if (show.subs) xml += subsPart(row.subtitles);
    if (show.video && row.videoCodec !== null) xml += attrXml('video', row.videoCodec);
    if (show.audio) xml += audioPart(row.audioFormats);
    if (show.resolution && row.resolution !== null) xml += attrXml('resolution', row.resolution);
    into.open = `${xml}</item>`;
  };
}
