import type { GrabHistoryItem } from '@nzbkino/api-types';
import { formatDateTime, formatSize } from '@nzbkino/shared';
import { ReleaseActionButton } from '../../components/release/ReleaseActionButton';
import { ReleaseName } from '../../components/release/ReleaseName';
import { de } from '../../i18n/de';

const t = de.downloads;
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase';
const td = 'px-3 py-2.5 align-middle';

function Again({ item }: { item: GrabHistoryItem }) {
  if (!item.available || item.releaseId === null) {
    return <span className="text-xs text-ink-400 italic">{t.gone}</span>;
  }
  return (
    <ReleaseActionButton action="download" release={{ id: item.releaseId, name: item.name }} place="detail" />
  );
}

/** 'Meine Downloads': one row per grab, newest first, with a button to download again. */
export function DownloadHistory({ items }: { items: readonly GrabHistoryItem[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-ink-700 bg-ink-900/60">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.title}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            <th scope="col" className={th}>
              {t.columns.name}
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              {t.columns.date}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {t.columns.via}
            </th>
            <th scope="col" className={`${th} hidden text-right md:table-cell`}>
              {t.columns.size}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t.columns.again}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${td} text-left font-medium text-ink-100`}>
                <ReleaseName name={item.name} />
                <span className="mt-0.5 block text-xs font-normal text-ink-400 sm:hidden">
                  {formatDateTime(item.createdAt)}
                </span>
                {item.counted ? null : (
                  <span className="mt-0.5 block text-xs font-normal text-ink-400" title={t.notCountedHint}>
                    {t.notCounted}
                  </span>
                )}
              </th>
              <td className={`${td} hidden whitespace-nowrap text-ink-200 tabular-nums sm:table-cell`}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td className={`${td} hidden text-ink-200 md:table-cell`}>
                {t.channels[item.channel] ?? item.channel}
              </td>
              <td
                className={`${td} hidden text-right whitespace-nowrap text-ink-200 tabular-nums md:table-cell`}
              >
                {formatSize(item.size)}
              </td>
              <td className={`${td} text-right`}>
                <Again item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
