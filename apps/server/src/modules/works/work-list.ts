import type { Pagination } from '@nzbkino/shared';
import { containsPattern, textSearch } from '../../lib/text-search';
import type { TtlCache } from '../../lib/ttl-cache';
import type { GenresService } from '../genres/genres.service';
import type { WorkCriteria } from './work-queries';

export interface WorkListQuery {
  page: number;
  limit: number;
  genre?: string | undefined;
  search?: string | undefined;
}

/** Where a page of movies or series comes from. */
export interface WorkListSource<Sort, Row, Card> {
  genres: GenresService;
  /** List totals by criteria, reused for a few seconds. */
  totals: TtlCache<number>;
  repository: {
    list(criteria: WorkCriteria, sort: Sort, limit: number, offset: number): Promise<Row[]>;
    count(criteria: WorkCriteria): Promise<number>;
  };
  cards(rows: Row[]): Promise<Card[]>;
}

/**
 * A page of movies or series: the genre and search parameters become
 * criteria (an unknown genre or a search of nothing but punctuation finds
 * nothing, without a query), then the rows, the total and the cards.
 */
export async function listWorks<Sort, Row, Card>(
  query: WorkListQuery,
  sort: Sort,
  source: WorkListSource<Sort, Row, Card>,
): Promise<{ items: Card[]; pagination: Pagination }> {
  const { page, limit } = query;
  const empty = { items: [], pagination: { page, limit, totalPages: 0, total: 0, estimated: false } };
  const criteria: WorkCriteria = {};
  if (query.genre?.trim()) {
    const ids = await source.genres.resolve(query.genre);
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
    source.repository.list(criteria, sort, limit, offset),
    source.totals.getOrLoad(JSON.stringify(criteria), () => source.repository.count(criteria)),
  ]);
  // A short page tells the exact total even when the cached count is a few seconds old.
  const total = rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : counted;
  return {
    items: await source.cards(rows),
    pagination: { page, limit, totalPages: Math.ceil(total / limit), total, estimated: false },
  };
}
