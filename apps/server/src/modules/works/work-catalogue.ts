import type { Genre, Pagination } from '@nzbkino/shared';
import { notFound } from '../../lib/http-errors';
import { TtlCache } from '../../lib/ttl-cache';
import { genresByWork } from '../genres/genre-view';
import type { GenresService } from '../genres/genres.service';
import { listWorks, type WorkListQuery, type WorkListSource } from './work-list';

/** What the shared service parts need of a movie or series repository. */
export interface WorkRepository<Sort, Row, WorkRow> extends Pick<
  WorkListSource<Sort, Row, unknown>['repository'],
  'list' | 'count'
> {
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
export abstract class WorkCatalogue<Sort, Row extends { id: number }, Card, WorkRow extends Row> {
  private readonly listing: WorkListSource<Sort, Row, Card>;

  protected constructor(
    private readonly works: WorkRepository<Sort, Row, WorkRow>,
    genres: GenresService,
    private readonly kind: WorkKind<Row, Card>,
    /** How long a list total is reused in this process (0 = never). */
    totalCacheMs: number,
  ) {
    this.listing = {
      genres,
      repository: works,
      totals: new TtlCache(totalCacheMs),
      cards: (rows) => this.cards(rows),
    };
  }

  /** Cards with their genres: one query for the page, one for all its genres. */
  async cards(rows: Row[]): Promise<Card[]> {
    const genres = genresByWork(await this.works.genresOf(rows.map((r) => r.id)));
    return rows.map((row) => this.kind.toCard(row, genres.get(row.id) ?? []));
  }

  protected page(query: WorkListQuery, sort: Sort): Promise<{ items: Card[]; pagination: Pagination }> {
    return listWorks(query, sort, this.listing);
  }

  protected async find(slugOrId: string): Promise<WorkRow> {
    const work = await this.works.find(slugOrId);
    if (!work) throw notFound(this.kind.notFound);
    return work;
  }
}
