import type { SearchTerms } from '../../lib/text-search';
import type { NewznabRow } from '../newznab/rows/newznab-row';
import type { RowDetail } from '../newznab/rows/newznab-rows';
import type { ReleaseCriteria, ReleaseListRow, ReleaseOrder } from '../releases/release-query.types';

/** The criteria of one search, already resolved to what the columns hold. */
export interface SearchCriteria {
  /** The words, as a PostgreSQL `simple` tsquery (lib/text-search.ts), for the PostgreSQL driver. */
  tsquery?: string;
  /** The same words, parsed, for an engine driver. */
  words?: SearchTerms;
  categories?: number[];
  postedAfter?: Date;
  minSize?: number;
  maxSize?: number;
  season?: number;
  episode?: number;
  airDate?: string;
  movie?: { imdbId?: string; tmdbId?: number };
  series?: { imdbId?: string; tmdbId?: number; tvdbId?: number; tvmazeId?: number; tvrageId?: number };
  guid?: string;
  releaseIds?: number[];
  /** Releases of these films or series (feeds of a member's watchlist). */
  movieIds?: number[];
  seriesIds?: number[];
}

/** One page of releases, newest first, with the number of all that match. */
export interface SearchPage {
  rows: NewznabRow[];
  total: number;
}

/** A page of the web catalogue's releases: the visitor's words, the site's filters and orders. */
export interface CatalogueListing {
  /** What the visitor typed; absent for a plain list. */
  words?: string;
  filters: Omit<ReleaseCriteria, 'textQuery' | 'namePattern'>;
  order: ReleaseOrder;
  limit: number;
  offset: number;
}

export interface ListingTotal {
  value: number;
  /** A planner's (or engine's) estimate rather than a count. */
  estimated: boolean;
}

export interface CatalogueListingPage {
  rows: ReleaseListRow[];
  total: ListingTotal;
}

/**
 * Release search as the Newznab API, the RSS feeds and the web catalogue use it (docs/adr/0001-release-search.md).
 * A driver answers from what its index holds and never waits for it to catch
 * up; whatever it holds, it never returns a release the database no longer
 * has (rows are read from the database by id, or the driver is the database).
 */
export interface ReleaseSearch {
  /** Which driver answers: `postgres` (the default) or an engine's name. */
  readonly driver: string;
  /** One page, newest first, and the total (exact up to a bound, else an estimate never below what was seen). */
  page(criteria: SearchCriteria, limit: number, offset: number, detail: RowDetail): Promise<SearchPage>;
  byGuid(guid: string): Promise<NewznabRow | null>;
  idByGuid(guid: string): Promise<number | null>;
  /** The web catalogue's pages of releases (`GET /api/releases`), with or without words. */
  listing(query: CatalogueListing): Promise<CatalogueListingPage>;
}
