import type { Genre, Pagination } from '@nzbkino/shared';
import { notFound } from '../../lib/http-errors';
import { containsPattern, textSearch } from '../../lib/text-search';
import { TtlCache } from '../../lib/ttl-cache';
import { genresByWork } from '../genres/genre-view';
import type { GenresService } from '../genres/genres.service';
import type { WorkCriteria } from './works.repository';

export interface WorkListQuery {
  page: number;
  limit: number;
  genre?: string | undefined;
  search?: string | undefined;
}

/** What the shared service parts need of a movie or series repository. */
export interface WorkRepository<Sort, Row, WorkRow> {
  list(criteria: WorkCriteria, sort: Sort, limit: number, offset: number): Promise<Row[]>;
  count(criteria: WorkCriteria): Promise<number>;
  genresOf(workIds: number[]): Promise<(Genre & { workId: number })[]>;
  find(slugOrId: string): Promise<WorkRow | undefined>;
}

/** How one kind of work is told and shown. */
export interface WorkKind<Row, Card> {
  /** The 404 message when a slug or id finds nothing. */
  notFound: string;
  toCard(row: Row, genres: Genre[]): Card;
}

/**
 * What the movie and series services share: cards with their genres, a list
 * page and the lookup by slug or id that answers 404. They extend it with
 * their detail pages and the lists only they have.
 */
export abstract class WorksService<Sort, Row extends { id: number }, Card, WorkRow extends Row> {
  /** List totals by criteria, reused for a few seconds. */
  private readonly totals: TtlCache<number>;

  protected constructor(
    private readonly works: WorkRepository<Sort, Row, WorkRow>,
    private readonly genres: GenresService,
    private readonly kind: WorkKind<Row, Card>,
    /** How long a list total is reused in this process (0 = never). */
    totalCacheMs: number,
  ) {
    this.totals = new TtlCache(totalCacheMs);
  }

  /** Cards with their genres: one query for the page, one for all its genres. */
  async cards(rows: Row[]): Promise<Card[]> {
    const genres = genresByWork(await this.works.genresOf(rows.map((r) => r.id)));
    return rows.map((row) => this.kind.toCard(row, genres.get(row.id) ?? []));
  }

  /**
   * A page of movies or series: the genre and search parameters become
   * criteria (an unknown genre or a search of nothing but punctuation finds
   * nothing, without a query), then the rows, the total and the cards.
   */
  protected async page(query: WorkListQuery, sort: Sort): Promise<{ items: Card[]; pagination: Pagination }> {
    const { page, limit } = query;
    const empty = { items: [], pagination: { page, limit, totalPages: 0, total: 0, estimated: false } };
    const criteria: WorkCriteria = {};
    if (query.genre?.trim()) {
      const ids = await this.genres.resolve(query.genre);
      if (ids.length === 0) return empty;
      criteria.genreIds = ids;
    }
    if (query.search) {
      const search = textSearch(query.search);
      if (search.tsquery === null) return empty;
      criteria.textQuery = search.tsquery;
      criteria.titlePattern = containsPattern(search.raw);
    }
    const offset = (page - 1) * limit;
    const [rows, counted] = await Promise.all([
      this.works.list(criteria, sort, limit, offset),
      this.totals.getOrLoad(JSON.stringify(criteria), () => this.works.count(criteria)),
    ]);
    // A short page tells the exact total even when the cached count is a few seconds old.
    const total = rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : counted;
    return {
      items: await this.cards(rows),
      pagination: { page, limit, totalPages: Math.ceil(total / limit), total, estimated: false },
    };
  }

  protected async find(slugOrId: string): Promise<WorkRow> {
    const work = await this.works.find(slugOrId);
    if (!work) throw notFound(this.kind.notFound);
    return work;
  }
}
