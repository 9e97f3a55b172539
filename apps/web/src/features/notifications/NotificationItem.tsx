import { Check, X } from 'lucide-react';
import { formatRelativeTime } from '@nzbkino/shared';
import type { Notification } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

const t = de.notifications;

/** One entry of the bell's dropdown: opens its title, can be marked read or removed. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onRemove,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { title, message, read, createdAt } = notification;
  return (
    <li className={`flex gap-2 px-4 py-3 ${read ? '' : 'bg-brand-500/10'}`}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="min-w-0 flex-1 text-left hover:text-white"
      >
        <span className="flex items-center gap-2">
          {read ? null : (
            <span className="size-2 shrink-0 rounded-full bg-brand-400" aria-label={t.unread} role="img" />
          )}
          <span className="truncate text-sm font-semibold text-white">{title}</span>
        </span>
        {message ? <span className="mt-0.5 line-clamp-2 block text-sm text-ink-300">{message}</span> : null}
        <time dateTime={createdAt} className="mt-1 block text-xs text-ink-400">
          {formatRelativeTime(createdAt)}
        </time>
      </button>
      <div className="flex shrink-0 flex-col gap-1">
        {read ? null : (
          <button
            type="button"
            onClick={() => onMarkRead(notification.id)}
            aria-label={t.markRead(title)}
            title={t.markRead(title)}
            className="rounded p-1 text-ink-300 hover:bg-ink-800 hover:text-white"
          >
            <Check className="size-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          onClick={() => onRemove(notification.id)}
          aria-label={t.remove(title)}
          title={t.remove(title)}
          className="rounded p-1 text-ink-300 hover:bg-ink-800 hover:text-curtain-400"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
