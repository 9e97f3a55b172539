import type { Database } from '../../db/client';
import { followFeed, SearchFeedConsumer, type FeedLoop } from './feed/search-feed-consumer';
import type { SearchFeedRepository } from './feed/search-feed.repository';

/** The part of a pino logger the followers use. */
export interface FeedLog {
  error(details: object, message: string): void;
}

/** How often each process looks at the feed for other writers' changes. */
export const FEED_FOLLOW_INTERVAL_MS = 200;
/** How often the feed is pruned, and how long a committed transaction is kept for followers at least. */
const PRUNE_INTERVAL_MS = 60_000;
const KEEP_MS = 10 * 60_000;

/**
 * What follows the search change feed in this process: the caches in memory
 * that must forget releases other writers changed (each starts at the
 * feed's head, for it starts empty), and, in the process that runs the
 * background work, the pruning of what every consumer has read.
 */
export class SearchFeedFollowers {
  private loops: FeedLoop[] = [];
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly feed: SearchFeedRepository,
    private readonly log: FeedLog,
    private readonly caches: ReadonlyArray<{ name: string; forget(): void }>,
  ) {}

  /** Starts following (caches) and, with `prune`, pruning. Safe to call once per process. */
  async start({ prune }: { prune: boolean }): Promise<void> {
    for (const cache of this.caches) {
      const consumer = new SearchFeedConsumer(
        this.db,
        this.feed,
        { name: cache.name, apply: async () => cache.forget() },
        { durable: false, batchSize: 10_000 },
      );
      await consumer.startAtHead();
      this.loops.push(
        followFeed(consumer, FEED_FOLLOW_INTERVAL_MS, (error, failures) => {
          // A cache that cannot follow forgets everything at each try: stale for no longer than the outage.
          cache.forget();
          if (failures === 1 || failures % 100 === 0)
            this.log.error(
              { err: error, consumer: cache.name, failures },
              'Änderungsfeed: Lesen fehlgeschlagen',
            );
        }),
      );
    }
    if (prune) {
      this.pruneTimer = setInterval(() => {
        this.pruning = this.feed
          .prune(KEEP_MS)
          .catch((error: unknown) =>
            this.log.error({ err: error }, 'Änderungsfeed: Aufräumen fehlgeschlagen'),
          );
      }, PRUNE_INTERVAL_MS);
      this.pruneTimer.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.pruneTimer);
    await Promise.all([...this.loops.map((loop) => loop.stop()), this.pruning]);
    this.loops = [];
  }
}
