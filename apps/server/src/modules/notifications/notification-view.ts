import { notificationMessages, type Notification } from '@nzbkino/shared';
import type { NotificationRow } from '../../db/schema';

/** The fields the German text of a notification is written from. */
export type NotificationText = Pick<
  NotificationRow,
  'type' | 'title' | 'message' | 'labels' | 'releaseCount' | 'subject'
>;

/** Subject of a request fulfilled by an import: one notification per request and import. */
export const requestSubject = (requestId: number) => `request:${requestId}`;
/** Subject of a request an administrator fulfilled or rejected. */
export const resolvedRequestSubject = (requestId: number) => `resolved-request:${requestId}`;

/**
 * Title and message as members read them. Release notifications store the
 * work's title, labels and count (later releases of the same import are
 * folded in), so their text is written here, not when they are stored.
 */
export function notificationText(row: NotificationText): { title: string; message: string } {
  if (row.subject?.startsWith('request:') && row.message === null) {
    return {
      title: notificationMessages.requestFulfilledTitle(row.title),
      message: notificationMessages.requestFulfilledMessage(row.labels, row.releaseCount),
    };
  }
  if (row.type === 'release' && row.message === null) {
    return {
      title: notificationMessages.releaseTitle(row.title, row.releaseCount),
      message: notificationMessages.releaseMessage(row.labels, row.releaseCount),
    };
  }
  return { title: row.title, message: row.message ?? '' };
}

/**
 * Where a click on the notification leads: the title's page (by slug, as the web
 * app's routes have it, else by id); for a request without a title, the
 * member's requests; for a membership notice, the membership page.
 */
export function notificationLink(row: {
  type: NotificationRow['type'];
  subject: string | null;
  movieId: number | null;
  seriesId: number | null;
  movieSlug: string | null;
  seriesSlug: string | null;
}): string | null {
  if (row.movieId !== null) return `/movies/${row.movieSlug ?? row.movieId}`;
  if (row.seriesId !== null) return `/series/${row.seriesSlug ?? row.seriesId}`;
  if (row.subject?.startsWith('request:') || row.subject?.startsWith('resolved-request:')) return '/requests';
  if (row.type === 'subscription') return '/subscription/premium';
  return null;
}

export function toNotification(
  row: NotificationRow & { movieSlug: string | null; seriesSlug: string | null },
): Notification {
  return {
    id: row.id,
    type: row.type,
    ...notificationText(row),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    movieId: row.movieId,
    seriesId: row.seriesId,
    link: notificationLink(row),
  };
}
