import { expandCategories } from '@nzbkino/shared';
import { NewznabError } from './newznab-errors';

export const MAX_LIMIT = 100;
/** Deeper pages cost a scan of everything before them; no client pages this far. */
export const MAX_OFFSET = 10_000;

export type NewznabFunction = 'caps' | 'search' | 'tvsearch' | 'movie' | 'get' | 'details' | 'getnfo';
const FUNCTIONS: Record<string, NewznabFunction> = {
  caps: 'caps',
  search: 'search',
  tvsearch: 'tvsearch',
  tv: 'tvsearch',
  movie: 'movie',
  get: 'get',
  details: 'details',
  d: 'details',
  getnfo: 'getnfo',
};
/** Functions of the spec this indexer does not offer (no music or book catalogue, no API sign-up). */
const UNAVAILABLE = new Set(['music', 'audio', 'book', 'register']);

/** The filters of the search functions; ids are only set when the request named them. */
export interface SearchFilter {
  q?: string;
  categories?: number[];
  maxAgeDays?: number;
  minSize?: number;
  maxSize?: number;
  season?: number;
  episode?: number;
  /** Daily shows: season=2024&ep=05/17. */
  airDate?: string;
  imdbId?: string;
  tmdbId?: number;
  tvdbId?: number;
  tvmazeId?: number;
  tvrageId?: number;
}

export interface NewznabRequest {
  fn: NewznabFunction;
  json: boolean;
  limit: number;
  offset: number;
  extended: boolean;
  /** Attribute names asked for with `attrs=` (besides the basic ones). */
  attrs: Set<string>;
  filter: SearchFilter;
  id?: string;
  del: boolean;
}

type RawQuery = Record<string, unknown>;

function one(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const trimmed = first.trim();
  return trimmed === '' ? undefined : trimmed;
}

function int(query: RawQuery, name: string, min: number, max: number): number | undefined {
  const value = one(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new NewznabError(201, name);
  const n = Number(value);
  if (n < min || n > max) throw new NewznabError(201, name);
  return n;
}

/** The function named by `t`; 200 without one, 202 for an unknown one, 203 for one this indexer lacks. */
export function functionOf(query: RawQuery): NewznabFunction {
  const t = one(query, 't')?.toLowerCase();
  if (!t) throw new NewznabError(200, 't');
  const fn = FUNCTIONS[t];
  if (fn) return fn;
  throw new NewznabError(UNAVAILABLE.has(t) ? 203 : 202, t);
}

function categories(query: RawQuery): number[] | undefined {
  const value = one(query, 'cat');
  if (value === undefined) return undefined;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length > 50 || parts.some((p) => !/^\d{1,6}$/.test(p))) throw new NewznabError(201, 'cat');
  return expandCategories(parts.map(Number));
}

/** season=3, S03, s3; daily shows name the year (2024). */
function season(query: RawQuery): number | undefined {
  const value = one(query, 'season');
  if (value === undefined) return undefined;
  const match = /^s?(\d{1,4})$/i.exec(value);
  if (!match) throw new NewznabError(201, 'season');
  return Number(match[1]);
}

function imdbId(query: RawQuery): string | undefined {
  const value = one(query, 'imdbid');
  if (value === undefined) return undefined;
  const match = /^(?:tt)?(\d{1,10})$/i.exec(value);
  if (!match) throw new NewznabError(201, 'imdbid');
  // IMDb ids have at least seven digits; clients send them as numbers without the zeros.
  return `tt${match[1]!.padStart(7, '0')}`;
}

function episodeFilter(query: RawQuery, filter: SearchFilter): void {
  const s = season(query);
  const ep = one(query, 'ep');
  const daily = ep !== undefined ? /^(\d{1,2})\/(\d{1,2})$/.exec(ep) : null;
  if (daily) {
    if (s === undefined || s < 1900) throw new NewznabError(201, 'season');
    const [month, day] = [Number(daily[1]), Number(daily[2])];
    const date = new Date(Date.UTC(s, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new NewznabError(201, 'ep');
    filter.airDate = date.toISOString().slice(0, 10);
    return;
  }
  if (s !== undefined) filter.season = s;
  if (ep !== undefined) {
    if (!/^e?\d{1,4}$/i.test(ep)) throw new NewznabError(201, 'ep');
    filter.episode = Number(ep.replace(/^e/i, ''));
  }
}

const ID_MAX = 2_147_483_647;
const SIZE_MAX = Number.MAX_SAFE_INTEGER;

/** Reads and checks every parameter: 201 (naming the parameter) for one that is malformed. */
export function parseRequest(query: RawQuery): NewznabRequest {
  const fn = functionOf(query);
  const o = one(query, 'o')?.toLowerCase();
  if (o !== undefined && o !== 'json' && o !== 'xml') throw new NewznabError(201, 'o');
  const filter: SearchFilter = {};
  const q = one(query, 'q');
  if (q !== undefined) filter.q = q.slice(0, 200);
  const cats = categories(query);
  if (cats) filter.categories = cats;
  const set = <K extends keyof SearchFilter>(key: K, value: SearchFilter[K] | undefined) => {
    if (value !== undefined) filter[key] = value;
  };
  set('maxAgeDays', int(query, 'maxage', 0, 100_000));
  set('minSize', int(query, 'minsize', 0, SIZE_MAX));
  set('maxSize', int(query, 'maxsize', 0, SIZE_MAX));
  if (fn === 'tvsearch') {
    episodeFilter(query, filter);
    set('tvdbId', int(query, 'tvdbid', 1, ID_MAX));
    set('tvmazeId', int(query, 'tvmazeid', 1, ID_MAX));
    set('tvrageId', int(query, 'rid', 1, ID_MAX));
  }
  if (fn === 'tvsearch' || fn === 'movie') {
    set('imdbId', imdbId(query));
    set('tmdbId', int(query, 'tmdbid', 1, ID_MAX));
  }
  const limit = int(query, 'limit', 0, 1_000_000);
  const attrs = one(query, 'attrs');
  const id = one(query, 'id') ?? one(query, 'guid');
  if ((fn === 'get' || fn === 'details' || fn === 'getnfo') && id === undefined)
    throw new NewznabError(200, 'id');
  return {
    fn,
    json: o === 'json',
    // Above the maximum is capped, as the caps answer announces (max 100).
    limit: Math.min(limit ?? MAX_LIMIT, MAX_LIMIT) || MAX_LIMIT,
    offset: int(query, 'offset', 0, MAX_OFFSET) ?? 0,
    extended: one(query, 'extended') === '1',
    attrs: new Set(attrs ? attrs.split(',').map((a) => a.trim().toLowerCase()) : []),
    filter,
    ...(id !== undefined ? { id } : {}),
    del: one(query, 'del') === '1',
  };
}
