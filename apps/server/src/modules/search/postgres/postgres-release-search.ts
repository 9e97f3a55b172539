import { TtlCache } from '../../../lib/ttl-cache';
import type { CatalogueEntries } from '../../newznab/rows/catalogue-entries';
import type { NewznabRow } from '../../newznab/rows/newznab-row';
import type { RowDetail } from '../../newznab/rows/newznab-rows';
import type {
  CatalogueListing,
  CatalogueListingPage,
  ReleaseSearch,
  SearchCriteria,
  SearchPage,
} from '../release-search';
import type { PostgresCatalogueListing } from './postgres-catalogue-listing';
import type { PageRows, PostgresSearchRepository } from './postgres-search.repository';

/**
 * The planner's estimate of a big result is kept this long per criteria, as
 * the site keeps its totals: it moves only when statistics are refreshed
 * (ANALYZE), and reading it is a statement of its own on every full page.
 */
const ESTIMATE_TTL_MS = 30_000;

/** Totals are counted exactly up to this many; beyond, the planner's estimate is given (counting costs ~1 ms per 1,000). */
export const EXACT_TOTAL_UP_TO = 2_000;

/**
 * The default driver: PostgreSQL's full-text search on the releases table
 * itself (the `simple` tsvector of the name, its GIN index, and the btree
 * indexes of categories, dates and links). Its index is the database's own,
 * updated in the writing transaction: a commit is searchable at once, a
 * deleted release is never found, and nothing has to catch up.
 */
export class PostgresReleaseSearch implements ReleaseSearch {
  readonly driver = 'postgres';
  private readonly estimates = new TtlCache<number>(ESTIMATE_TTL_MS, 1000);

  constructor(
    private readonly repository: PostgresSearchRepository,
    private readonly entries: CatalogueEntries,
    private readonly catalogue: PostgresCatalogueListing,
  ) {}

  listing(query: CatalogueListing): Promise<CatalogueListingPage> {
    return this.catalogue.listing(query);
  }

  async page(
    criteria: SearchCriteria,
    limit: number,
    offset: number,
    detail: RowDetail,
  ): Promise<SearchPage> {
    const rows = await this.withEntries(await this.repository.search(criteria, limit, offset, detail));
    return { rows, total: await this.totalOf(criteria, limit, offset, rows.length) };
  }

  async byGuid(guid: string): Promise<NewznabRow | null> {
    const [row] = await this.withEntries(await this.repository.search({ guid }, 1, 0, 'genres'));
    return row ?? null;
  }

  idByGuid(guid: string): Promise<number | null> {
    return this.repository.idByGuid(guid);
  }

  /** A short page tells the total without counting. */
  private async totalOf(
    criteria: SearchCriteria,
    limit: number,
    offset: number,
    count: number,
  ): Promise<number> {
    return count < limit && (count > 0 || offset === 0)
      ? offset + count
      : this.total(criteria, offset + count);
  }

  /** Exact for small results; for big ones the planner's estimate, never less than what was seen. */
  private async total(criteria: SearchCriteria, seen: number): Promise<number> {
    const estimate = await this.estimates.getOrLoad(JSON.stringify(criteria), () =>
      this.repository.estimate(criteria),
    );
    if (estimate > EXACT_TOTAL_UP_TO * 2) return Math.max(estimate, seen + 1);
    const counted = await this.repository.countUpTo(criteria, EXACT_TOTAL_UP_TO + 1);
    return counted > EXACT_TOTAL_UP_TO ? Math.max(estimate, counted, seen + 1) : counted;
  }

  /** The rows with their films and series (from the server's copy when the statement left them out). */
  private async withEntries({ rows, catalogueStamp }: PageRows): Promise<NewznabRow[]> {
    if (catalogueStamp !== null) await this.entries.fill(rows, catalogueStamp);
    return rows;
  }
}
