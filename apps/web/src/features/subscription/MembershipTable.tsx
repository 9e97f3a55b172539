import type { Membership } from '@nzbkino/api-types';
import { formatDate, planDefinition } from '@nzbkino/shared';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { de } from '../../i18n/de';

const t = de.subscription;
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase';
const td = 'px-3 py-2.5 align-middle';
const tones: Record<Membership['status'], BadgeTone> = {
  active: 'success',
  upcoming: 'info',
  ended: 'neutral',
};

/** The member's memberships, one row each, the latest start first. */
export function MembershipTable({ items }: { items: readonly Membership[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-700 bg-ink-900/60">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{de.pages.subscriptionHistory}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            {[t.columns.plan, t.columns.from, t.columns.until, t.columns.source, t.columns.status].map(
              (label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${td} text-left font-semibold text-white`}>
                {planDefinition(item.plan).name}
              </th>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                <time dateTime={item.startsAt}>{formatDate(item.startsAt)}</time>
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                <time dateTime={item.endsAt}>{formatDate(item.endsAt)}</time>
              </td>
              <td className={`${td} text-ink-200`}>{t.source(item.source, item.grantedBy)}</td>
              <td className={td}>
                <Badge tone={tones[item.status]}>{t.status[item.status]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
