import { TtlCache } from '../../../lib/ttl-cache';
import { containsPattern, spellOutUmlauts, textSearch } from '../../../lib/text-search';
import type { ReleaseCriteria, ReleaseOrder } from '../../releases/release-query.types';
import type { ReleasesRepository } from '../../releases/releases.repository';
import type { CatalogueListing, CatalogueListingPage, ListingTotal } from '../release-search';

/** How the site's totals are counted; the defaults suit a million releases, tests lower them. */
export interface ListingCountOptions {
  /** Up to this many matches the total is an exact count; beyond it the planner's estimate. */
  exactCountLimit: number;
  /** How long a total stays cached in this process (TTL only, so several servers stay correct enough). */
  countCacheTtlMs: number;
}

export const DEFAULT_LISTING_COUNT_OPTIONS: ListingCountOptions = {
  exactCountLimit: 10_000,
  countCacheTtlMs: 30_000,
};

/** Below this length a search that found no word match is not retried as a substring. */
const MIN_SUBSTRING_SEARCH = 3;
/** Words in at least 1 % of release names are taken as typed in full (no prefix search). */
const FREQUENT_WORD_SHARE = 0.01;
/** The planner statistics change with ANALYZE only. */
const FREQUENT_WORDS_TTL_MS = 10 * 60_000;

/**
 * The web catalogue's release pages through the PostgreSQL driver: the same
 * `simple` tsvector and GIN index as the Newznab API, in the site's orders
 * (date, name, size) and filters. Words match whole, the last one also as a
 * prefix unless it is frequent; when no word matches, the text is retried as
 * a substring through the trigram index ("etropoli", "264-GR").
 */
export class PostgresCatalogueListing {
  private readonly options: ListingCountOptions;
  private readonly totals: TtlCache<ListingTotal>;
  private readonly frequentWords = new TtlCache<ReadonlySet<string>>(FREQUENT_WORDS_TTL_MS, 1);

  constructor(
    private readonly repository: ReleasesRepository,
    options: Partial<ListingCountOptions> = {},
  ) {
    this.options = { ...DEFAULT_LISTING_COUNT_OPTIONS, ...options };
    this.totals = new TtlCache(this.options.countCacheTtlMs);
  }

  async listing({ words, filters, order, limit, offset }: CatalogueListing): Promise<CatalogueListingPage> {
    const criteria: ReleaseCriteria = { ...filters };
    const search = words ? textSearch(words, await this.commonWords()) : null;
    // Input without a single letter or digit cannot match a release name.
    if (search && search.tsquery === null) return { rows: [], total: { value: 0, estimated: false } };
    if (search?.tsquery) criteria.textQuery = search.tsquery;
    const result = await this.pageOf(criteria, order, limit, offset);
    if (!search || result.total.value > 0 || search.raw.length < MIN_SUBSTRING_SEARCH) return result;
    const { textQuery: _word, ...rest } = criteria;
    const pattern = containsPattern(spellOutUmlauts(search.raw.toLowerCase()));
    return this.pageOf({ ...rest, namePattern: pattern }, order, limit, offset);
  }

  private async pageOf(
    criteria: ReleaseCriteria,
    order: ReleaseOrder,
    limit: number,
    offset: number,
  ): Promise<CatalogueListingPage> {
    const [rows, counted] = await Promise.all([
      this.repository.page(criteria, order, limit, offset),
      this.total(criteria),
    ]);
    let total = counted;
    // A short page tells the exact total, whatever the estimate said.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) {
      total = { value: offset + rows.length, estimated: false };
    } else if (rows.length === limit && total.value < offset + limit) {
      total = { value: offset + limit, estimated: true };
    }
    return { rows, total };
  }

  private commonWords(): Promise<ReadonlySet<string>> {
    return this.frequentWords.getOrLoad(
      'all',
      async () => new Set(await this.repository.frequentLexemes(FREQUENT_WORD_SHARE)),
    );
  }

  private total(criteria: ReleaseCriteria): Promise<ListingTotal> {
    return this.totals.getOrLoad(JSON.stringify(criteria), async () => {
      const limit = this.options.exactCountLimit;
      const estimate = await this.repository.estimate(criteria);
      if (estimate > limit) return { value: estimate, estimated: true };
      const counted = await this.repository.countUpTo(criteria, limit + 1);
      return counted <= limit
        ? { value: counted, estimated: false }
        : { value: Math.max(counted, estimate), estimated: true };
    });
  }
}
