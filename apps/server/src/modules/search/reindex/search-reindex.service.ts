import type { SearchFeedRepository } from '../feed/search-feed.repository';
import type { SearchIndexHealthRepository } from './search-index-health.repository';

/** The triggers of migration 0019: without one, changes of that kind never reach the feed. */
const FEED_TRIGGERS = [
  'release_grab_counts.release_grab_counts_feed_inserted',
  'release_grab_counts.release_grab_counts_feed_updated',
  'releases.releases_feed_deleted',
  'releases.releases_feed_inserted',
  'releases.releases_feed_updated',
  'movies.movies_feed_updated',
  'search_feed_transactions.search_feed_seal',
  'series.series_feed_updated',
];

/** One thing `reindex` found: what is wrong, and whether it was repaired (never with `--check`). */
export interface ReindexFinding {
  part: 'index' | 'feed';
  problem: string;
  repaired: boolean;
}

export interface ReindexReport {
  driver: string;
  findings: ReindexFinding[];
  /** What was looked at, for the report's last line. */
  checked: { indexes: number; triggers: number; consumers: number };
}

/**
 * `reindex`: checks, and without `check` repairs, what the search answers
 * from. For the PostgreSQL driver that is the database's own indexes of the
 * releases (an invalid one is rebuilt from the table) and the change feed
 * every other index follows: its triggers (one disabled for a bulk load is
 * enabled again), its rows (changes without their transaction are removed)
 * and the positions of durable consumers (one beyond the feed's head would
 * skip what comes next: it is put back to the head and named, so that its
 * index is rebuilt).
 */
export class SearchReindexService {
  constructor(
    private readonly indexes: SearchIndexHealthRepository,
    private readonly feed: SearchFeedRepository,
    private readonly driver: string,
    private readonly concurrently: boolean,
  ) {}

  async run({ check }: { check: boolean }): Promise<ReindexReport> {
    const findings: ReindexFinding[] = [];
    const note = async (part: ReindexFinding['part'], problem: string, repair?: () => Promise<void>) => {
      if (!check && repair) await repair();
      findings.push({ part, problem, repaired: !check && repair !== undefined });
    };

    const indexes = await this.indexes.releaseIndexes();
    for (const index of indexes.filter((i) => !i.valid))
      await note(
        'index',
        `Index ${index.name} der Releases ist ungültig (wird von Suchen nicht benutzt)`,
        () => this.indexes.rebuildIndex(index.name, this.concurrently),
      );

    const triggers = await this.indexes.feedTriggers();
    const byName = new Map(triggers.map((t) => [`${t.table}.${t.name}`, t]));
    for (const expected of FEED_TRIGGERS) {
      const trigger = byName.get(expected);
      if (!trigger) await note('feed', `Trigger ${expected} des Änderungsfeeds fehlt (Migrationen prüfen)`);
      else if (!trigger.enabled)
        await note('feed', `Trigger ${expected} des Änderungsfeeds ist abgeschaltet`, () =>
          this.indexes.enableTrigger(trigger.table, trigger.name),
        );
    }

    const orphans = await this.feed.orphanCount();
    if (orphans > 0)
      await note('feed', `${orphans} Änderungen im Feed ohne ihre Transaktion`, async () => {
        await this.feed.removeOrphans();
      });

    const head = await this.feed.head();
    const positions = await this.feed.positions();
    for (const position of positions.filter((p) => p.seq > head.seq))
      await note(
        'feed',
        `Verbraucher ${position.consumer} steht hinter dem Ende des Feeds (${position.seq} > ${head.seq}); sein Index muss neu aufgebaut werden`,
        () => this.feed.savePosition(position.consumer, head),
      );

    return {
      driver: this.driver,
      findings,
      checked: { indexes: indexes.length, triggers: FEED_TRIGGERS.length, consumers: positions.length },
    };
  }
}
