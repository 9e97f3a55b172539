import { expandCategories } from '@nzbkino/shared';
import { TtlCache } from '../../lib/ttl-cache';
import { textSearch } from '../../lib/text-search';
import type { SearchFilter } from './newznab-params';
import { ReleaseWordSearch } from './release-word-search.service';
import type { RenderablePage } from './rendered-items';
import type { EntryRefs, NewznabRow } from './newznab-row';
import type { RowDetail } from './newznab-rows';
import type { CatalogueEntries } from './catalogue-entries';
import type { NewznabCriteria, NewznabSearchRepository, PageRows } from './newznab-search.repository';

/**
 * The planner's estimate of a big result is kept this long per criteria, as
 * the site keeps its totals: it moves only when statistics are refreshed
 * (ANALYZE), and reading it is a statement of its own on every full page.
 */
const ESTIMATE_TTL_MS = 30_000;

/** Totals are counted exactly up to this many; beyond, the planner's estimate is given (counting costs ~1 ms per 1,000). */
export const EXACT_TOTAL_UP_TO = 2_000;

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
 * A page whose rows are made from the server's copy when they are read (as
 * its items are written), not while its request waits: rows made earlier
 * were held across scavenges by the promises of the waiting request and
 * promoted to V8's old space (bench/README.md). A shared page keeps the rows
 * it made; a page of one answer makes them once anyway.
 */
function madeWhenRead(total: number, make: () => NewznabRow[]): ReleasePage {
  let made: NewznabRow[] | undefined;
  return {
    total,
    get rows() {
      if (made) return made;
      const rows = make();
      if (this.shared) made = rows;
      return rows;
    },
  };
}

/**
 * Finds the releases of API searches and feeds. What it returns holds no
 * member's data (links are written per request from these rows), so pages
 * may be reused across members for a few seconds without leaking anything.
 */
export class NewznabReleasesService {
  private readonly pages: TtlCache<ReleasePage>;
  private readonly estimates = new TtlCache<number>(ESTIMATE_TTL_MS, 1000);
  /** The requests waiting for each page being read now (those of one turn share the read). */
  private readonly readers = new Map<string, { count: number }>();

  constructor(
    private readonly repository: NewznabSearchRepository,
    private readonly entries: CatalogueEntries,
    private readonly cacheMs: number,
    private readonly words: ReleaseWordSearch | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.pages = new TtlCache(cacheMs, 2000);
  }

  /** The criteria of a search function; null when the text holds no searchable word (nothing can match). */
  criteriaOf(fn: 'search' | 'tvsearch' | 'movie', filter: SearchFilter): NewznabCriteria | null {
    const c: NewznabCriteria = {};
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
    criteria: NewznabCriteria | null,
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
    criteria: NewznabCriteria,
    limit: number,
    offset: number,
    detail: RowDetail,
  ): Promise<ReleasePage> {
    return this.pages.getOrLoad(key, async () => {
      await otherRequestsOfThisTurn();
      const found = await this.fromWordIndex(criteria, limit, offset);
      if (found) return found;
      const copied = await this.fromCopy(criteria, limit, offset, detail);
      if (copied) return madeWhenRead(await this.totalOf(criteria, limit, offset, copied.count), copied.make);
      const rows = await this.withEntries(await this.repository.search(criteria, limit, offset, detail));
      return { rows, total: await this.totalOf(criteria, limit, offset, rows.length) };
    });
  }

  /** A short page tells the total without counting. */
  private async totalOf(
    criteria: NewznabCriteria,
    limit: number,
    offset: number,
    count: number,
  ): Promise<number> {
    return count < limit && (count > 0 || offset === 0)
      ? offset + count
      : this.total(criteria, offset + count);
  }

  /**
   * A word search through the word index: the page's ids from the index, the
   * rows from the server's copy of the releases, kept with it (neither is
   * older than the index's look-again interval, or this server's own last write).
   * Null when the database must answer: the index is not loaded or cannot
   * answer these words.
   */
  private async fromWordIndex(
    criteria: NewznabCriteria,
    limit: number,
    offset: number,
  ): Promise<ReleasePage | null> {
    const query = ReleaseWordSearch.queryOf(criteria);
    const { words } = this;
    if (!query || !words) return null;
    const hits = await words.hits(query, offset + limit);
    if (!hits) return null;
    const ids = hits.ids.slice(offset, offset + limit);
    const refs = words.entryRefs(ids);
    const make = await this.heldRows(words, ids, refs, words.catalogueStampMs);
    const total = hits.totalIsExact ? hits.total : Math.max(hits.total, offset + refs.length + 1);
    return madeWhenRead(total, make);
  }

  /**
   * The rows of releases the copy holds, made when called: the films and
   * series they show (as of `stampMs`, null for none) are read now.
   */
  private async heldRows(
    words: ReleaseWordSearch,
    ids: readonly number[],
    refs: readonly EntryRefs[],
    stampMs: number | null,
  ): Promise<() => NewznabRow[]> {
    if (stampMs !== null) await this.entries.ready(refs, stampMs);
    return () => {
      const rows = words.rows(ids);
      if (stampMs !== null) this.entries.apply(rows);
      return rows;
    };
  }

  /**
   * Any other page: its ids from the database, their rows from the server's
   * copy of the releases (a release another server stored within the copy's
   * look-again interval is read from the database; one it changed shows as
   * changed within that interval). Null while the copy is not loaded or
   * cannot keep up.
   */
  private async fromCopy(
    criteria: NewznabCriteria,
    limit: number,
    offset: number,
    detail: RowDetail,
  ): Promise<{ count: number; make: () => NewznabRow[] } | null> {
    const { words } = this;
    if (!words || !(await words.current())) return null;
    const { ids, catalogueStamp } = await this.repository.pageIds(criteria, limit, offset);
    const refs = words.entryRefs(ids);
    // The films and series as of the page's own statement: a change of the catalogue shows at once.
    if (refs.length === ids.length)
      return { count: ids.length, make: await this.heldRows(words, ids, refs, catalogueStamp) };
    // Releases the copy does not hold yet: all rows made now, those from the database read.
    const held: NewznabRow[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = words.row(id);
      if (row) held.push(row);
      else missing.push(id);
    }
    if (catalogueStamp !== null) await this.entries.fill(held, catalogueStamp);
    const read = await this.withEntries(await this.repository.rowsOf(missing, detail));
    const byId = new Map([...held, ...read].map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    return { count: rows.length, make: () => rows };
  }

  /** Exact for small results; for big ones the planner's estimate, never less than what was seen. */
  private async total(criteria: NewznabCriteria, seen: number): Promise<number> {
    const estimate = await this.estimates.getOrLoad(JSON.stringify(criteria), () =>
      this.repository.estimate(criteria),
    );
    if (estimate > EXACT_TOTAL_UP_TO * 2) return Math.max(estimate, seen + 1);
    const counted = await this.repository.countUpTo(criteria, EXACT_TOTAL_UP_TO + 1);
    return counted > EXACT_TOTAL_UP_TO ? Math.max(estimate, counted, seen + 1) : counted;
  }

  async byGuid(guid: string): Promise<NewznabRow | null> {
    const [row] = await this.withEntries(await this.repository.search({ guid }, 1, 0, 'genres'));
    return row ?? null;
  }

  /** The rows with their films and series (from the server's copy when the statement left them out). */
  private async withEntries({ rows, catalogueStamp }: PageRows): Promise<NewznabRow[]> {
    if (catalogueStamp !== null) await this.entries.fill(rows, catalogueStamp);
    return rows;
  }

  idByGuid(guid: string): Promise<number | null> {
    return this.repository.idByGuid(guid);
  }
}
