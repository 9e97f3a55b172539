import type { NotificationType } from '@nzbkino/shared';

/** A notification for one member, written by a service (request resolved, membership changed …). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  movieId?: number | null;
  seriesId?: number | null;
  /** What it is about when no title is ('resolved-request:12'): decides where a click leads. */
  subject?: string | null;
}

/**
 * Hands notifications to the bell and, for members who switched them on, to
 * ntfy push and the mail digest. Never throws for a delivery problem: a
 * failure to notify must not fail the action that caused it.
 */
export interface Notifier {
  notify(items: readonly NewNotification[]): Promise<void>;
}
