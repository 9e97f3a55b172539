import { useCallback, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { formatCount } from '@nzbkino/shared';
import type { Notification } from '@nzbkino/api-types';
import { NotificationItem } from '../../features/notifications/NotificationItem';
import { notificationTarget } from '../../features/notifications/notifications.api';
import { useNotifications } from '../../features/notifications/useNotifications';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { useHeaderDropdown } from './header-dropdowns';
import { useClickOutside } from './useClickOutside';

const t = de.notifications;

/** The header bell (spec 000 §2/§4): unread badge, dropdown list, mark read, remove, mark all read. */
export function NotificationBell({ session }: { session: Session }) {
  const { isOpen, toggle, close } = useHeaderDropdown('notifications');
  const { notifications, unreadCount, markRead, markAllRead, remove } = useNotifications(session);
  const navigate = useNavigate();
  const panelId = useId();
  const headingId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => close(), [close]);
  useClickOutside(container, isOpen, closeMenu);

  const open = (notification: Notification) => {
    if (!notification.read) markRead(notification.id);
    close();
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="relative grid size-10 place-items-center rounded-lg border border-ink-700 bg-ink-900 text-ink-100 hover:border-ink-500"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t.bell(unreadCount)}
        onClick={toggle}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unreadCount > 0 ? (
          <span
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-curtain-500 px-1 text-xs font-bold text-white"
            aria-hidden="true"
            data-testid="notification-badge"
          >
            {unreadCount > 99 ? '99+' : formatCount(unreadCount)}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-labelledby={headingId}
          className="fixed inset-x-2 top-16 z-50 overflow-hidden rounded-xl border border-ink-700 bg-ink-900 shadow-2xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-ink-700 px-4 py-3">
            <h2 id={headingId} className="font-semibold text-white">
              {t.heading}
            </h2>
            {unreadCount > 0 ? (
              <button
                type="button"
                onClick={markAllRead}
                className="text-sm font-semibold text-brand-300 hover:text-brand-200"
              >
                {t.markAllRead}
              </button>
            ) : null}
          </div>
          {notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-ink-300">{t.empty}</p>
          ) : (
            <ul className="max-h-[min(28rem,70vh)] divide-y divide-ink-800 overflow-y-auto">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={open}
                  onMarkRead={markRead}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
