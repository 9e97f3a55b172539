import type { AdminOverview } from '@nzbkino/api-types';
import { formatCount, formatDateTime, formatSize } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import { card } from '../shared/admin-ui';

const t = de.adminOverview;

/** What the blob store holds, by kind, and the room left on its disk. */
export function StorageCard({ storage }: { storage: AdminOverview['storage'] }) {
  const kinds = Object.entries(storage.byKind).filter(([, usage]) => usage.files > 0);
  return (
    <section aria-labelledby="admin-storage" className={card}>
      <h3 id="admin-storage" className="text-lg font-bold text-white">
        {t.storage}
      </h3>
      <p className="mt-2 text-xl font-bold text-white tabular-nums">
        {t.storageTotal(formatCount(storage.files), formatSize(storage.bytes))}
      </p>
      {kinds.length > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {kinds.map(([kind, usage]) => (
            <div key={kind} className="contents">
              <dt className="text-ink-300">{t.kinds[kind] ?? kind}</dt>
              <dd className="text-ink-100 tabular-nums">
                {formatCount(usage.files)} · {formatSize(usage.bytes)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {storage.disk ? (
        <p className="mt-3 text-sm text-ink-200">
          {t.disk(formatSize(storage.disk.freeBytes), formatSize(storage.disk.totalBytes))}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-ink-400">{t.countedAt(formatDateTime(storage.countedAt))}</p>
    </section>
  );
}
