import { X } from 'lucide-react';
import type { Release } from '@nzbkino/api-types';
import { formatSize } from '@nzbkino/shared';
import { groupOf } from '../../components/release/release-rules';
import { ReleaseName } from '../../components/release/ReleaseName';
import { de } from '../../i18n/de';

const t = de.cart;
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase';
const td = 'px-3 py-2.5 align-middle';

export interface CartListProps {
  releases: readonly Release[];
  onRemove: (release: Release) => void;
  /** The release whose removal is under way. */
  removingId: number | null;
}

/** The cart's releases: name, size, group and a remove button per row. */
export function CartList({ releases, onRemove, removingId }: CartListProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-ink-700 bg-ink-900/60">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{de.pages.cart}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            <th scope="col" className={th}>
              {t.columns.name}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              {t.columns.size}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {t.columns.group}
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t.columns.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {releases.map((release) => (
            <tr key={release.id}>
              <th scope="row" className={`${td} text-left font-medium text-ink-100`}>
                <ReleaseName name={release.name} />
                <span className="mt-0.5 block text-xs font-normal text-ink-400 sm:hidden">
                  {formatSize(release.size)}
                  {groupOf(release) ? ` · ${groupOf(release)}` : ''}
                </span>
              </th>
              <td
                className={`${td} hidden text-right whitespace-nowrap text-ink-200 tabular-nums sm:table-cell`}
              >
                {formatSize(release.size)}
              </td>
              <td className={`${td} hidden text-ink-200 md:table-cell`}>
                {groupOf(release) ?? de.common.dash}
              </td>
              <td className={`${td} text-right`}>
                <button
                  type="button"
                  aria-label={t.remove(release.name)}
                  title={t.remove(release.name)}
                  disabled={removingId === release.id}
                  onClick={() => onRemove(release)}
                  className="inline-flex size-9 items-center justify-center rounded-lg border border-ink-600 bg-ink-800 text-ink-200 hover:border-red-400 hover:text-red-300 disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
