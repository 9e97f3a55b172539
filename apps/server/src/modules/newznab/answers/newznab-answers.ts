import { newznabCategories } from '@nzbkino/shared';
import { el, type NzElement } from './newznab-document';
import type { NewznabError } from '../api/newznab-errors';
import type { ApiLimits } from '../api/api-limits.service';
import { MAX_LIMIT } from '../api/newznab-params';
import { rfc822 } from './newznab-items';

export const NEWZNAB_NS = 'http://www.newznab.com/DTD/2010/feeds/attributes/';

export interface SiteInfo {
  title: string;
  version: string;
  baseUrl: string;
  email: string;
}

/**
 * The parameters each search function honours, as caps announces them.
 * Sonarr, Radarr and Prowlarr read these lists to decide what to send, so
 * only what the search really filters on is named here.
 */
export const SUPPORTED_PARAMS = {
  search: 'q',
  'tv-search': 'q,season,ep,tvdbid,tmdbid,imdbid,tvmazeid,rid',
  'movie-search': 'q,imdbid,tmdbid',
} as const;

export function capsElement(site: SiteInfo): NzElement {
  const searching = Object.entries(SUPPORTED_PARAMS).map(([name, params]) =>
    el(name, { available: 'yes', supportedParams: params }),
  );
  return el('caps', undefined, [
    el('server', {
      title: site.title,
      version: site.version,
      email: site.email,
      url: `${site.baseUrl}/`,
      image: `${site.baseUrl}/favicon.svg`,
    }),
    el('limits', { max: MAX_LIMIT, default: MAX_LIMIT }),
    el('registration', { available: 'no', open: 'no' }),
    el('searching', undefined, [
      ...searching,
      el('audio-search', { available: 'no', supportedParams: 'q' }),
      el('book-search', { available: 'no', supportedParams: 'q' }),
    ]),
    el(
      'categories',
      undefined,
      newznabCategories.map((cat) =>
        el(
          'category',
          { id: cat.id, name: cat.name },
          cat.subcats.map((sub) => el('subcat', { id: sub.id, name: sub.name })),
        ),
      ),
    ),
  ]);
}

export function limitsElement(limits: ApiLimits): NzElement {
  return el('newznab:apilimits', {
    apiCurrent: limits.apiCurrent,
    apiMax: limits.apiMax ?? undefined,
    grabCurrent: limits.grabCurrent ?? undefined,
    grabMax: limits.grabMax ?? undefined,
    apiOldestTime: limits.apiOldest ? rfc822(limits.apiOldest) : undefined,
    grabOldestTime: limits.grabOldest ? rfc822(limits.grabOldest) : undefined,
  });
}

export interface FeedMeta {
  site: SiteInfo;
  /** The channel's description ("Neueste Releases", "Warenkorb", …). */
  description: string;
  offset: number;
  total: number;
  limits?: ApiLimits;
}

export function feedElement(meta: FeedMeta, items: NzElement[]): NzElement {
  const channel: NzElement[] = [
    el('title', undefined, meta.site.title),
    el('description', undefined, meta.description),
    el('link', undefined, `${meta.site.baseUrl}/`),
    el('language', undefined, 'de-de'),
    el('newznab:response', { offset: meta.offset, total: meta.total }),
  ];
  if (meta.limits) channel.push(limitsElement(meta.limits));
  return el(
    'rss',
    { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:newznab': NEWZNAB_NS },
    [el('channel', undefined, [...channel, ...items])],
  );
}

export function errorElement(error: NewznabError): NzElement {
  const node = el('error', { code: error.code, description: error.description });
  return error.detail ? { ...node, text: error.detail } : node;
}
