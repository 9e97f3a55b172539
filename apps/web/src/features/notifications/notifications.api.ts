import type { Notification, NotificationList } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

/** Personal, so dropped at sign-out with every other account query. */
export const notificationKeys = {
  list: [ACCOUNT_QUERY_PREFIX, 'notifications'] as const,
};

export function fetchNotifications(session: Session, signal?: AbortSignal): Promise<NotificationList> {
  return bodyOf(
    api.GET('/api/notifications', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      signal,
    }),
  );
}

export function markNotificationRead(session: Session, id: number) {
  return bodyOf(
    api.POST('/api/notifications/{id}/read', { params: { path: { id } }, headers: authHeaders(session) }),
  );
}

export function markAllNotificationsRead(session: Session) {
  return bodyOf(api.POST('/api/notifications/mark-all-read', { headers: authHeaders(session) }));
}

export function removeNotification(session: Session, id: number) {
  return bodyOf(
    api.DELETE('/api/notifications/{id}', { params: { path: { id } }, headers: authHeaders(session) }),
  );
}

/**
 * Where a click on a notification leads: the title's page the server named,
 * else the id routes of spec 000 §4 (which resolve to the slug page).
 */
export function notificationTarget(notification: Notification): string | null {
  if (notification.link) return notification.link;
  if (notification.movieId !== null) return `/movies/${notification.movieId}`;
  if (notification.seriesId !== null) return `/series/${notification.seriesId}`;
  return null;
}
