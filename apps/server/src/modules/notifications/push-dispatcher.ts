import { PushError, type PushMessage, type PushPublisher } from '../../integrations/ntfy';
import { PeriodicTask } from '../../lib/periodic-task';
import { notificationLink, notificationText } from './notification-view';
import type { NotifyLog } from './notifier.service';
import type { DueDelivery, PushDeliveriesRepository } from './push-deliveries.repository';

export interface PushDispatchOptions {
  /** Origin of the site: a message's click opens the title's page there. */
  publicUrl: string;
  /** Pause between two looks at the outbox. */
  intervalMs?: number;
  /** Deliveries claimed at a time. */
  batchSize?: number;
  /** Publishes under way at once. */
  concurrency?: number;
  /** Attempts before a delivery is given up (it stays, with its last error). */
  maxAttempts?: number;
  /** First retry after this long, doubling with every further failure … */
  baseDelayMs?: number;
  /** … up to this. */
  maxDelayMs?: number;
  /** A claimed delivery is not claimed again this long (the publish's timeout is far shorter). */
  leaseMs?: number;
}

export interface DispatchReport {
  sent: number;
  failed: number;
  dropped: number;
}

const DEFAULTS = {
  intervalMs: 5000,
  batchSize: 25,
  concurrency: 4,
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3600_000,
  leaseMs: 120_000,
};
/** Most batches one look sends, so one look ends even while imports keep queueing. */
const MAX_ROUNDS = 20;

/** Wait before attempt `attempts + 1`: base · 2^(attempts − 1), capped. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

function messageOf(delivery: DueDelivery, publicUrl: string): PushMessage {
  const { title, message } = notificationText(delivery);
  const link = notificationLink(delivery);
  const request = delivery.subject?.startsWith('request:') ?? false;
  const tags = request
    ? ['tada']
    : delivery.type === 'release'
      ? [delivery.movieId !== null ? 'movie_camera' : 'tv']
      : ['information_source'];
  return {
    title,
    message: message || title,
    click: `${publicUrl}${link ?? '/'}`,
    priority: request ? 4 : 3,
    tags,
  };
}

/**
 * Sends the queued ntfy messages in the background, with retries and
 * exponential back-off; nothing in a request or an import waits for it.
 * A message says what its notification says when it is sent (batches of one
 * import folded in meanwhile are in it). Refused for good (a 4xx other than
 * 408/429) or out of attempts, a delivery stays with its last error.
 */
export class PushDispatcher {
  private readonly options: Required<PushDispatchOptions>;
  private readonly task: PeriodicTask;

  constructor(
    private readonly deliveries: PushDeliveriesRepository,
    private readonly publisher: PushPublisher,
    private readonly log: NotifyLog,
    options: PushDispatchOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.task = new PeriodicTask(
      () => this.runOnce(),
      this.options.intervalMs,
      (error) => this.log.error({ err: error }, 'ntfy-Zustellung: Durchgang fehlgeschlagen'),
    );
  }

  start(): void {
    this.task.start();
  }

  /** Stops looking; resolves when the look under way has finished. */
  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One look at the outbox as of `now`: sends what is due. */
  async runOnce(now: Date = new Date()): Promise<DispatchReport> {
    const report: DispatchReport = { sent: 0, failed: 0, dropped: 0 };
    const { batchSize, leaseMs, maxAttempts } = this.options;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = await this.deliveries.claimDue(
        now,
        new Date(now.getTime() + leaseMs),
        batchSize,
        maxAttempts,
      );
      for (let i = 0; i < due.length; i += this.options.concurrency) {
        await Promise.all(
          due.slice(i, i + this.options.concurrency).map((d) => this.deliver(d, now, report)),
        );
      }
      if (due.length < batchSize) break;
    }
    return report;
  }

  private async deliver(delivery: DueDelivery, now: Date, report: DispatchReport): Promise<void> {
    if (delivery.topic === null) {
      // Switched off since it was queued.
      await this.deliveries.remove(delivery.notificationId);
      report.dropped += 1;
      return;
    }
    try {
      await this.publisher.publish(delivery.topic, messageOf(delivery, this.options.publicUrl));
      await this.deliveries.remove(delivery.notificationId);
      report.sent += 1;
    } catch (error) {
      const { maxAttempts, baseDelayMs, maxDelayMs } = this.options;
      const permanent = error instanceof PushError && error.permanent;
      const attempts = permanent ? maxAttempts : delivery.attempts + 1;
      const next = new Date(now.getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs));
      const reason = error instanceof Error ? error.message : String(error);
      await this.deliveries.failed(delivery.notificationId, attempts, next, reason);
      report.failed += 1;
      if (attempts >= maxAttempts) {
        this.log.error(
          { notificationId: delivery.notificationId, attempts, reason },
          'ntfy-Zustellung aufgegeben',
        );
      }
    }
  }
}
