import { Link } from 'react-router';
import type { TitleRequest } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { de } from '../../../i18n/de';

const t = de.adminRequests;
const tones: Record<TitleRequest['status'], BadgeTone> = {
  open: 'info',
  fulfilled: 'success',
  rejected: 'danger',
};

export interface RequestItemProps {
  request: TitleRequest;
  busy: boolean;
  onFulfil: () => void;
  onReject: () => void;
  onReopen: () => void;
}

/** One request: what was asked, by whom, its state, and what the admin can do with it. */
export function RequestItem({ request, busy, onFulfil, onReject, onReopen }: RequestItemProps) {
  const title = request.year ? `${request.title} (${request.year})` : request.title;
  return (
    <li className="space-y-3 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-white">{title}</h3>
          <p className="text-xs text-ink-400">
            {t.kinds[request.kind]} ·{' '}
            {t.by(request.username ?? de.common.dash, formatDate(request.createdAt))}
            {request.resolvedAt ? ` · ${t.resolvedAt(formatDate(request.resolvedAt))}` : ''}
          </p>
        </div>
        <Badge tone={tones[request.status]}>{t.statuses[request.status]}</Badge>
      </div>
      {request.note ? <p className="text-sm break-words text-ink-200">{request.note}</p> : null}
      {request.reason ? <p className="text-sm break-words text-red-200">{t.reason(request.reason)}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        {request.link ? (
          <Link to={request.link} className="text-sm text-brand-300 hover:underline">
            {t.catalogue}
          </Link>
        ) : null}
        <Link
          to={`/admin/releases?search=${encodeURIComponent(request.title)}`}
          className="text-sm text-brand-300 hover:underline"
        >
          {t.findReleases}
        </Link>
        <span className="flex-1" />
        {request.status === 'open' ? (
          <>
            <Button size="sm" disabled={busy} onClick={onFulfil}>
              {t.fulfil}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={onReject}>
              {t.reject}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onReopen}>
            {t.reopen}
          </Button>
        )}
      </div>
    </li>
  );
}
