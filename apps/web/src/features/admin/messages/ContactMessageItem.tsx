import type { ContactMessage } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { de } from '../../../i18n/de';

const t = de.adminMessages;

/** A reply in the admin's own mail program: to the sender, with the subject quoted. */
function replyLink(message: ContactMessage): string {
  const subject = encodeURIComponent(t.replySubject(message.subject));
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${subject}`;
}

export interface ContactMessageItemProps {
  message: ContactMessage;
  busy: boolean;
  /** Marks the message done (true) or open again (false). */
  onHandled: (handled: boolean) => void;
}

/**
 * One message of the contact form: subject, sender (with a reply link), when,
 * the text as written, and whether it is done (by whom, when).
 */
export function ContactMessageItem({ message, busy, onHandled }: ContactMessageItemProps) {
  const handled = message.handledAt !== null;
  return (
    <li className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-white">{message.subject ?? t.noSubject}</h3>
        <Badge tone={handled ? 'success' : 'info'}>{t.statuses[handled ? 'handled' : 'open']}</Badge>
      </div>
      <p className="text-xs text-ink-400">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time> · {t.from(message.name)}{' '}
        <a href={replyLink(message)} className="break-all text-brand-300 hover:underline">
          {message.email}
        </a>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-ink-100">{message.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        {message.handledAt ? (
          <p className="text-xs text-ink-400">
            {t.handledBy(formatDateTime(message.handledAt), message.handledBy)}
          </p>
        ) : null}
        <span className="flex-1" />
        <Button
          size="sm"
          variant={handled ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => onHandled(!handled)}
        >
          {handled ? t.reopen : t.markHandled}
        </Button>
      </div>
    </li>
  );
}
