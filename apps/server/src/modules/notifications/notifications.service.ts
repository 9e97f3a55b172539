import { notificationMessages, type NotificationList } from '@nzbkino/shared';
import { notFound } from '../../lib/http-errors';
import { toNotification } from './notification-view';
import type { NotificationsRepository } from './notifications.repository';

/** The bell shows this many, newest first; older ones stay until removed. */
export const NOTIFICATION_LIST_LIMIT = 50;

export interface NotificationChange {
  success: true;
  unreadCount: number;
}

/**
 * The member's notifications (spec 000 §4). Every call works on the caller's
 * own rows only: another member's id answers 404 like one that does not exist.
 */
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(userId: number): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      this.notifications.newest(userId, NOTIFICATION_LIST_LIMIT),
      this.notifications.unreadCount(userId),
    ]);
    return { notifications: rows.map(toNotification), unreadCount };
  }

  async unreadCount(userId: number): Promise<{ unreadCount: number }> {
    return { unreadCount: await this.notifications.unreadCount(userId) };
  }

  async markRead(userId: number, id: number): Promise<NotificationChange> {
    if (!(await this.notifications.markRead(userId, id))) throw notFound(notificationMessages.notFound);
    return this.changed(userId);
  }

  async markAllRead(userId: number): Promise<NotificationChange> {
    await this.notifications.markAllRead(userId);
    return this.changed(userId);
  }

  async remove(userId: number, id: number): Promise<NotificationChange> {
    if (!(await this.notifications.delete(userId, id))) throw notFound(notificationMessages.notFound);
    return this.changed(userId);
  }

  private async changed(userId: number): Promise<NotificationChange> {
    return { success: true, unreadCount: await this.notifications.unreadCount(userId) };
  }
}
