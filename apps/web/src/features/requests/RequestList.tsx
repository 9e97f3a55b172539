import { Link } from 'react-router';
import { formatDate, type TitleRequestStatus } from '@nzbkino/shared';
import type { TitleRequest } from '@nzbkino/api-types';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { de } from '../../i18n/de';

const t = de.requests;
const tone: Record<TitleRequestStatus, BadgeTone> = {
  open: 'info',
  fulfilled: 'success',
  rejected: 'danger',
};

export interface RequestListProps {
  requests: TitleRequest[];
  onWithdraw: (request: TitleRequest) => void;
}

/** The member's own requests with status, reason and a withdraw button for open ones. */
export function RequestList({ requests, onWithdraw }: RequestListProps) {
  return (
    <ul
      aria-label={t.listTitle}
      className="divide-y divide-ink-700 rounded-xl border border-ink-700 bg-ink-900/60"
    >
      {requests.map((request) => (
        <li
          key={request.id}
          className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              {request.link ? (
                <Link to={request.link} className="font-semibold break-words text-white hover:text-brand-300">
                  {request.title}
                </Link>
              ) : (
                <span className="font-semibold break-words text-white">{request.title}</span>
              )}
              {request.year ? <span className="text-ink-400">({request.year})</span> : null}
              <Badge>{t.kind[request.kind]}</Badge>
              <Badge tone={tone[request.status]}>{t.status[request.status]}</Badge>
            </p>
            {request.note ? <p className="text-sm break-words text-ink-300">{request.note}</p> : null}
            {request.status === 'rejected' && request.reason ? (
              <p className="text-sm text-red-200">
                {t.reason} {request.reason}
              </p>
            ) : null}
            <p className="text-xs text-ink-400">
              {t.filedAt} <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
              {request.resolvedAt ? (
                <>
                  {' · '}
                  {t.resolvedAt} <time dateTime={request.resolvedAt}>{formatDate(request.resolvedAt)}</time>
                </>
              ) : null}
            </p>
          </div>
          {request.status === 'open' ? (
            <button
              type="button"
              onClick={() => onWithdraw(request)}
              aria-label={t.withdrawLabel(request.title)}
              className="self-start rounded-lg border border-ink-600 px-3 py-1 text-sm text-ink-200 hover:border-red-400 hover:text-red-200"
            >
              {t.withdraw}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
