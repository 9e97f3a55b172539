import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@nzbkino/api-types';
import type { Session } from '../../lib/session';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  removeNotification,
} from './notifications.api';

/** Spec 000 §4: refreshed every 30 seconds while signed in. */
export const NOTIFICATION_REFRESH_MS = 30_000;

const EMPTY: NotificationList = { notifications: [], unreadCount: 0 };

function unreadOf(notifications: Notification[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/**
 * The bell's list. Failures are silent (spec 000 §5): a failed load shows an
 * empty list, a failed action leaves the list as the next refresh finds it.
 * The count follows the items on screen, so it never drops below 0.
 */
export function useNotifications(session: Session) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.list,
    queryFn: async ({ signal }) => {
      try {
        return await fetchNotifications(session, signal);
      } catch {
        return EMPTY;
      }
    },
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const data = query.data ?? EMPTY;

  const patch = (change: (items: Notification[]) => Notification[]) =>
    queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => {
      const items = change(list?.notifications ?? []);
      return { notifications: items, unreadCount: unreadOf(items) };
    });
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  const silently = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch {
      // Spec: action failures are swallowed; the refresh shows the server's state.
    }
  };

  const markRead = useMutation({
    mutationFn: (id: number) => silently(() => markNotificationRead(session, id))(),
    onMutate: (id) =>
      patch((items) => items.map((item) => (item.id === id ? { ...item, read: true } : item))),
    onSettled: settle,
  });
  const markAll = useMutation({
    mutationFn: silently(() => markAllNotificationsRead(session)),
    onMutate: () => patch((items) => items.map((item) => ({ ...item, read: true }))),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => silently(() => removeNotification(session, id))(),
    onMutate: (id) => patch((items) => items.filter((item) => item.id !== id)),
    onSettled: settle,
  });

  return {
    notifications: data.notifications,
    unreadCount: Math.max(0, data.unreadCount),
    markRead: (id: number) => markRead.mutate(id),
    markAllRead: () => markAll.mutate(),
    remove: (id: number) => remove.mutate(id),
  };
}
