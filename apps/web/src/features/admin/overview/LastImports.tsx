import type { AdminOverview } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';
import { tableBox, td, th } from '../shared/admin-ui';

const t = de.adminOverview;
const tones: Record<AdminOverview['lastImports'][number]['status'], BadgeTone> = {
  imported: 'success',
  duplicate: 'warning',
  rejected: 'danger',
};

/** The newest NZB imports (upload, watch folder, CLI) and how each ended. */
export function LastImports({ imports }: { imports: AdminOverview['lastImports'] }) {
  const c = t.importColumns;
  return (
    <section aria-labelledby="admin-last-imports" className="space-y-3">
      <h3 id="admin-last-imports" className="text-lg font-bold text-white">
        {t.lastImports}
      </h3>
      {imports.length === 0 ? (
        <p className="text-sm text-ink-300">{t.noImports}</p>
      ) : (
        <div className={tableBox}>
          <table className="w-full min-w-[560px] border-collapse text-sm">
            <caption className="sr-only">{t.lastImports}</caption>
            <thead className="border-b border-ink-700 bg-ink-900">
              <tr>
                {[c.name, c.outcome, c.when].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {imports.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className={`${td} text-left font-normal break-all text-ink-100`}>
                    {entry.name}
                    {entry.reason ? <span className="block text-xs text-ink-400">{entry.reason}</span> : null}
                  </th>
                  <td className={td}>
                    <Badge tone={tones[entry.status]}>{t.outcomes[entry.status]}</Badge>
                  </td>
                  <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
