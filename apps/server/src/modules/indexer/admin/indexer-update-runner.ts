import type { IndexerUpdateState } from '@nzbkino/shared';
import { describeFailure } from '../indexer-errors';
import type { IndexerRun } from '../indexer.service';

export interface RunnerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * An update of every active group started from the admin area, in the
 * background: the request that starts it answers at once, the tab polls the
 * status. One at a time per process; what the last one did is kept for the tab
 * (the groups' counters and errors are in the database as usual).
 */
export class IndexerUpdateRunner {
  private running: { startedAt: Date; done: Promise<void> } | null = null;
  private last: IndexerUpdateState['lastRun'] = null;

  constructor(
    private readonly update: () => Promise<IndexerRun>,
    private readonly log: RunnerLog,
  ) {}

  /** Starts an update; false when one is running already. */
  start(): boolean {
    if (this.running) return false;
    const startedAt = new Date();
    const done = this.update().then(
      (run) => this.finished(startedAt, run, null),
      (error: unknown) => {
        const failure = describeFailure(error);
        this.log.error({ err: error }, `Indexer: ${failure.message}`);
        this.finished(startedAt, null, failure.message);
      },
    );
    this.running = { startedAt, done };
    return true;
  }

  state(): IndexerUpdateState {
    return {
      running: this.running !== null,
      startedAt: this.running?.startedAt.toISOString() ?? null,
      lastRun: this.last,
    };
  }

  /** Resolves when no update runs (at once when none does). */
  async idle(): Promise<void> {
    await this.running?.done;
  }

  private finished(startedAt: Date, run: IndexerRun | null, error: string | null): void {
    const headers = run?.groups.reduce((sum, group) => sum + group.headers, 0) ?? 0;
    const releases = run?.releases.imported ?? 0;
    if (run) this.log.info({ headers, releases }, `Indexer: ${headers} Header, ${releases} neue Releases`);
    this.last = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      headers,
      releases,
      // A group that failed does not stop the others; its error is the run's when no other is.
      error: error ?? run?.groups.find((group) => group.error)?.error ?? null,
    };
    this.running = null;
  }
}
