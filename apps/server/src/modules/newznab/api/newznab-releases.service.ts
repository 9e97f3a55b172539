import { expandCategories } from '@nzbkino/shared';
import { TtlCache } from '../../../lib/ttl-cache';
import { textSearch } from '../../../lib/text-search';
import type { ReleaseSearch, SearchCriteria } from '../../search/release-search';
import type { SearchFilter } from './newznab-params';
import type { RenderablePage } from '../answers/rendered-items';
import type { NewznabRow } from '../rows/newznab-row';
import type { RowDetail } from '../rows/newznab-rows';

export interface ReleasePage extends RenderablePage {
  rows: NewznabRow[];
  total: number;
}

const DAY_MS = 86_400_000;

/**
 * Lets the requests that arrived in the same turn of the event loop reach
 * their page before it is read, so that those asking for the same page share
 * one read (the page's load is registered before this wait). PGlite runs each
 * statement synchronously, so without it every request ran to its end before
 * the next one was even parsed: 16 members' RSS syncs read the same page 16
 * times (bench/README.md). On PostgreSQL the reads' I/O let requests meet anyway.
 */
const otherRequestsOfThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Finds the releases of API searches and feeds. What it returns holds no
 * member's data (links are written per request from these rows), so pages
 * may be reused across members for a few seconds without leaking anything.
 */
export class NewznabReleasesService {
  private readonly pages: TtlCache<ReleasePage>;
  /** The requests waiting for each page being read now (those of one turn share the read). */
  private readonly readers = new Map<string, { count: number }>();

  constructor(
    private readonly search: ReleaseSearch,
    private readonly cacheMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.pages = new TtlCache(cacheMs, 2000);
  }

  /** The criteria of a search function; null when the text holds no searchable word (nothing can match). */
  criteriaOf(fn: 'search' | 'tvsearch' | 'movie', filter: SearchFilter): SearchCriteria | null {
    const c: SearchCriteria = {};
    if (filter.q !== undefined) {
      const search = textSearch(filter.q);
      if (search.tsquery === null) return null;
      c.tsquery = search.tsquery;
      c.words = search.terms;
    }
    // tvsearch and movie stay in their part of the tree even when no cat is given.
    const scope = fn === 'tvsearch' ? [5000] : fn === 'movie' ? [2000] : null;
    const inScope = scope ? expandCategories(scope) : null;
    if (filter.categories) {
      c.categories = inScope ? filter.categories.filter((id) => inScope.includes(id)) : filter.categories;
    } else if (inScope) {
      c.categories = inScope;
    }
    if (filter.maxAgeDays !== undefined)
      c.postedAfter = new Date(this.clock().getTime() - filter.maxAgeDays * DAY_MS);
    if (filter.minSize !== undefined) c.minSize = filter.minSize;
    if (filter.maxSize !== undefined) c.maxSize = filter.maxSize;
    if (fn === 'tvsearch') {
      if (filter.season !== undefined) c.season = filter.season;
      if (filter.episode !== undefined) c.episode = filter.episode;
      if (filter.airDate !== undefined) c.airDate = filter.airDate;
      const ids = {
        imdbId: filter.imdbId,
        tmdbId: filter.tmdbId,
        tvdbId: filter.tvdbId,
        tvmazeId: filter.tvmazeId,
        tvrageId: filter.tvrageId,
      };
      if (Object.values(ids).some((v) => v !== undefined)) c.series = ids;
    }
    if (fn === 'movie' && (filter.imdbId !== undefined || filter.tmdbId !== undefined))
      c.movie = { imdbId: filter.imdbId, tmdbId: filter.tmdbId };
    return c;
  }

  /** One page, newest first, with the total (exact below {@link EXACT_TOTAL_UP_TO}). */
  async page(
    criteria: SearchCriteria | null,
    limit: number,
    offset: number,
    detail: RowDetail,
  ): Promise<ReleasePage> {
    if (criteria === null || criteria.categories?.length === 0) return { rows: [], total: 0 };
    const key = JSON.stringify([criteria, limit, offset, detail]);
    const readers = this.readers.get(key) ?? { count: 0 };
    readers.count++;
    this.readers.set(key, readers);
    try {
      const page = await this.load(key, criteria, limit, offset, detail);
      // Cached, or read for several requests: its items are worth keeping as written (rendered-items.ts).
      if (this.cacheMs > 0 || readers.count > 1) page.shared = true;
      return page;
    } finally {
      if (--readers.count === 0 && this.readers.get(key) === readers) this.readers.delete(key);
    }
  }

  private load(
    key: string,
    criteria: SearchCriteria,
    limit: number,
    offset: number,
    detail: RowDetail,
  ): Promise<ReleasePage> {
    return this.pages.getOrLoad(key, async () => {
      await otherRequestsOfThisTurn();
      return this.search.page(criteria, limit, offset, detail);
    });
  }

  /** Forgets every page kept for reuse: releases changed (the change feed, or a write of this process). */
  forgetPages(): void {
    this.pages.clear();
  }

  byGuid(guid: string): Promise<NewznabRow | null> {
    return this.search.byGuid(guid);
  }

  idByGuid(guid: string): Promise<number | null> {
    return this.search.idByGuid(guid);
  }
}
