import type { NewNotification, Notifier } from './notifier';
import type { NotifierRepository } from './notifier.repository';
import type { ReleaseArrivalsRepository } from './release-arrivals.repository';
import type { ImportListener } from '../ingest/import-listener';

/** The part of a pino logger the notifications use. */
export interface NotifyLog {
  error(details: object, message: string): void;
}

/**
 * Pushes wait this long before they go out, so that the batches of one import
 * folded into a notification meanwhile go out as one message.
 */
export const PUSH_GATHER_MS = 10_000;

/**
 * Stores notifications for the bell and queues their ntfy deliveries (sent by
 * the PushDispatcher; the mail digest reads the bell's rows). A failure is
 * logged, never thrown: it must not fail the action that caused it.
 */
export class NotifierService implements Notifier {
  constructor(
    private readonly repository: NotifierRepository,
    private readonly log: NotifyLog,
    private readonly pushGatherMs = PUSH_GATHER_MS,
  ) {}

  async notify(items: readonly NewNotification[]): Promise<void> {
    if (items.length === 0) return;
    try {
      await this.repository.insert(items, new Date(Date.now() + this.pushGatherMs));
    } catch (error) {
      this.log.error(
        { err: error, count: items.length },
        'Benachrichtigungen konnten nicht gespeichert werden',
      );
    }
  }
}

/**
 * The notification producer of imports: after every recorded batch, one
 * notification per watcher, title and import (episodes and season packs of
 * one import together), and open requests the releases answer are fulfilled
 * and their members told. Set-based, two statements per batch; a failure is
 * logged and the releases stay imported.
 */
export class ReleaseArrivals implements ImportListener {
  constructor(
    private readonly repository: ReleaseArrivalsRepository,
    private readonly log: NotifyLog,
    private readonly pushGatherMs = PUSH_GATHER_MS,
  ) {}

  async releasesImported(releaseIds: readonly number[], importBatch: string): Promise<void> {
    const pushAt = new Date(Date.now() + this.pushGatherMs);
    try {
      await this.repository.notifyWatchers(releaseIds, importBatch, pushAt);
    } catch (error) {
      this.log.error(
        { err: error, releases: releaseIds.length, importBatch },
        'Watchlist-Benachrichtigungen zu neuen Releases konnten nicht geschrieben werden',
      );
    }
    try {
      await this.repository.fulfilRequests(releaseIds, importBatch, pushAt);
    } catch (error) {
      this.log.error(
        { err: error, releases: releaseIds.length, importBatch },
        'Requests konnten nicht als erfüllt markiert werden',
      );
    }
  }
}
