import type { ContactMessage } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { de } from '../../../i18n/de';

const t = de.adminMessages;

/** A reply in the admin's own mail program: to the sender, with the subject quoted. */
function replyLink(message: ContactMessage): string {
  const subject = encodeURIComponent(t.replySubject(message.subject));
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${subject}`;
}

/** One message of the contact form: subject, sender (with a reply link), when, and the text as written. */
export function ContactMessageItem({ message }: { message: ContactMessage }) {
  return (
    <li className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <h3 className="font-semibold break-words text-white">{message.subject ?? t.noSubject}</h3>
      <p className="text-xs text-ink-400">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time> · {t.from(message.name)}{' '}
        <a href={replyLink(message)} className="break-all text-brand-300 hover:underline">
          {message.email}
        </a>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-ink-100">{message.message}</p>
    </li>
  );
}
