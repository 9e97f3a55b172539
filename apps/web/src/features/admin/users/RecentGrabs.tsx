import { Link } from 'react-router';
import type { AdminUserDetail } from '@nzbkino/api-types';
import { formatDateTime, formatSize } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import { card, tableBox, td, th } from '../shared/admin-ui';

const t = de.adminUsers;

/** The member's newest downloads: what they grabbed, how, and whether it counted against the limit. */
export function RecentGrabs({ user }: { user: AdminUserDetail }) {
  const c = t.grabColumns;
  return (
    <section aria-labelledby="admin-user-grabs" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="admin-user-grabs" className="text-lg font-bold text-white">
          {t.grabsHeading}
        </h3>
        <p className="text-sm text-ink-300">
          {t.totalGrabs}: {user.totalGrabs}
        </p>
      </div>
      {user.recentGrabs.length === 0 ? (
        <p className="mt-3 text-sm text-ink-300">{t.grabsEmpty}</p>
      ) : (
        <div className={`mt-4 ${tableBox}`}>
          <table className="w-full min-w-[640px] border-collapse text-sm">
            <caption className="sr-only">{t.grabsHeading}</caption>
            <thead className="border-b border-ink-700 bg-ink-900">
              <tr>
                {[c.name, c.size, c.channel, c.when, c.counted].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {user.recentGrabs.map((grab) => (
                <tr key={grab.id}>
                  <th scope="row" className={`${td} text-left font-normal break-all text-ink-100`}>
                    {grab.releaseId ? (
                      <Link
                        to={`/admin/releases?search=${encodeURIComponent(grab.name)}`}
                        className="hover:text-brand-300"
                      >
                        {grab.name}
                      </Link>
                    ) : (
                      grab.name
                    )}
                  </th>
                  <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                    {formatSize(grab.size)}
                  </td>
                  <td className={`${td} text-ink-200`}>{t.channels[grab.channel]}</td>
                  <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                    <time dateTime={grab.createdAt}>{formatDateTime(grab.createdAt)}</time>
                  </td>
                  <td className={`${td} text-ink-200`}>
                    {grab.counted ? de.adminCommon.yes : de.adminCommon.no}
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
