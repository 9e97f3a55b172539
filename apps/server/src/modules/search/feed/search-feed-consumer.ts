import type { Database } from '../../../db/client';
import type { FeedChange, FeedPosition, SearchFeedRepository } from './search-feed.repository';

/**
 * What follows the feed: a search engine's index, or a cache in memory.
 * `apply` gets each change once in the normal course; after a crash between
 * applying and saving the position the last batch comes again, so it must be
 * idempotent (replace a release's document by its id, remove a deleted one).
 * An index held in the same database sets `applyWithin` instead: the changes
 * and the new position are then written in one transaction, exactly once.
 */
export interface FeedIndex {
  readonly name: string;
  /** `db` reads what the documents need (inside the step's transaction for a durable consumer: on PGlite another read would wait for it). */
  apply?(changes: readonly FeedChange[], db: Database): Promise<void>;
  applyWithin?(tx: Database, changes: readonly FeedChange[]): Promise<void>;
}

export interface FeedConsumerOptions {
  /** Changes read and applied at once: bounds the memory and the time of one step. */
  batchSize?: number;
  /**
   * Durable: the position is kept in the database (search_feed_positions) and
   * a restart goes on from it. Otherwise it lives in this process and starts
   * at the feed's head (a cache that starts empty needs nothing older).
   */
  durable: boolean;
}

export interface FeedStep {
  applied: number;
  position: FeedPosition;
}

/**
 * Reads the feed after a consumer's position in bounded batches, hands each
 * batch to its index and then moves the position on. One step at a time per
 * consumer in this process; a durable consumer's position row is locked
 * while its step runs, so a second process running the same consumer waits
 * instead of applying the same batch.
 */
export class SearchFeedConsumer {
  private memoryPosition: FeedPosition | null = null;
  private running: Promise<FeedStep> | null = null;
  readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly feed: SearchFeedRepository,
    private readonly index: FeedIndex,
    private readonly options: FeedConsumerOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
  }

  get name(): string {
    return this.index.name;
  }

  /** One batch (possibly empty); concurrent calls share the step under way. */
  step(): Promise<FeedStep> {
    this.running ??= this.runStep().finally(() => (this.running = null));
    return this.running;
  }

  /** Steps until the feed holds nothing after the position; returns how many changes were applied. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const { applied } = await this.step();
      total += applied;
      if (applied < this.batchSize) return total;
    }
  }

  /** Starts a non-durable consumer at the feed's head, or a durable one that has no position there. */
  async startAtHead(): Promise<FeedPosition> {
    const head = await this.feed.head();
    if (this.options.durable) await this.feed.savePosition(this.name, head);
    else this.memoryPosition = head;
    return head;
  }

  private async runStep(): Promise<FeedStep> {
    if (!this.options.durable) {
      const position = this.memoryPosition ?? (await this.startAtHead());
      const changes = await this.feed.after(position, this.batchSize);
      if (changes.length > 0) {
        await this.applyOutside(changes, this.db);
        this.memoryPosition = last(changes);
      }
      return { applied: changes.length, position: this.memoryPosition ?? position };
    }
    return this.db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const position = await this.feed.position(this.name, tx);
      if (!position)
        throw new Error(`Suchindex ${this.name}: keine Position im Änderungsfeed (reindex ausführen).`);
      const changes = await this.feed.after(position, this.batchSize, tx);
      if (changes.length === 0) return { applied: 0, position };
      if (this.index.applyWithin) await this.index.applyWithin(tx, changes);
      else await this.applyOutside(changes, tx);
      const next = last(changes);
      await this.feed.savePosition(this.name, next, tx);
      return { applied: changes.length, position: next };
    });
  }

  private async applyOutside(changes: readonly FeedChange[], db: Database): Promise<void> {
    if (!this.index.apply)
      throw new Error(`Suchindex ${this.name} nimmt keine Änderungen außerhalb der Datenbank an.`);
    await this.index.apply(changes, db);
  }
}

const last = (changes: readonly FeedChange[]): FeedPosition => {
  const { seq, changeId } = changes[changes.length - 1]!;
  return { seq, changeId };
};

export interface FeedLoop {
  stop(): Promise<void>;
}

/**
 * Runs a consumer every `intervalMs` (at once again while batches come full);
 * a failed step is reported and retried after a back-off of up to a minute.
 */
export function followFeed(
  consumer: SearchFeedConsumer,
  intervalMs: number,
  onError: (error: unknown, failures: number) => void,
): FeedLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let failures = 0;
  const loop = () => {
    current = consumer.step().then(
      ({ applied }) => {
        failures = 0;
        schedule(applied >= consumer.batchSize ? 0 : intervalMs);
      },
      (error: unknown) => {
        failures++;
        onError(error, failures);
        schedule(Math.min(60_000, intervalMs * 2 ** Math.min(failures, 10)));
      },
    );
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(loop, ms);
    timer.unref();
  };
  loop();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
