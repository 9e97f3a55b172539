import type { AuditEntry } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';
import { fieldChanges } from './audit-diff';

const t = de.adminAudit;

/** One admin change: when, who, what, and each changed field before → after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <li className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-white">{t.actions[entry.action] ?? entry.action}</span>
        <Badge>
          {t.entities[entry.entityType] ?? entry.entityType}
          {entry.entityId ? ` #${entry.entityId}` : ''}
        </Badge>
      </div>
      <p className="text-xs text-ink-400">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {t.by(entry.actorName)}
        {entry.actorId === null ? ` ${t.deletedActor}` : ''}
      </p>
      {changes.length === 0 ? (
        <p className="text-sm text-ink-300">{t.noChange}</p>
      ) : (
        <dl className="space-y-1 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="font-mono text-xs break-all text-ink-300">{change.field || de.common.dash}</dt>
              <dd className="min-w-0 break-words text-ink-100">
                <del className="text-red-200" aria-label={t.before}>
                  {change.before ?? de.common.dash}
                </del>
                <span aria-hidden="true"> → </span>
                <ins className="text-emerald-200 no-underline" aria-label={t.after}>
                  {change.after ?? de.common.dash}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
