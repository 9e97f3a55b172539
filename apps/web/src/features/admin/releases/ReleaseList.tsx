import { Pencil, Trash2 } from 'lucide-react';
import type { AdminRelease } from '@nzbkino/api-types';
import { formatDate, formatSize } from '@nzbkino/shared';
import { ReleaseName } from '../../../components/release/ReleaseName';
import { de } from '../../../i18n/de';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { tableBox, td, th } from '../shared/admin-ui';
import { ReleaseLink } from './ReleaseLink';

const t = de.adminReleases;
const iconButton = 'rounded-lg p-2 text-ink-300 hover:bg-ink-800 hover:text-white';

export interface ReleaseListProps {
  releases: readonly AdminRelease[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (release: AdminRelease) => void;
  onDelete: (release: AdminRelease) => void;
}

function Actions({
  release,
  onEdit,
  onDelete,
}: { release: AdminRelease } & Pick<ReleaseListProps, 'onEdit' | 'onDelete'>) {
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={t.editRelease(release.name)}
        title={de.adminCommon.edit}
        onClick={() => onEdit(release)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t.deleteRelease(release.name)}
        title={de.adminCommon.delete}
        onClick={() => onDelete(release)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

function Check({
  release,
  selected,
  onToggle,
}: { release: AdminRelease } & Pick<ReleaseListProps, 'selected' | 'onToggle'>) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand-400"
      aria-label={t.selectRelease(release.name)}
      checked={selected.has(release.id)}
      onChange={() => onToggle(release.id)}
    />
  );
}

/** The releases with a checkbox each (for re-matching), their links and actions: a table, cards on phones. */
export function ReleaseList(props: ReleaseListProps) {
  const { releases, selected, onToggleAll } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const c = t.columns;
  if (phone) {
    return (
      <ul aria-label={de.admin.releases} className="space-y-2">
        {releases.map((release) => (
          <li key={release.id} className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-3">
            <div className="flex items-start gap-3">
              <span className="pt-1">
                <Check release={release} {...props} />
              </span>
              <p className="min-w-0 flex-1 text-sm font-medium text-ink-100">
                <ReleaseName name={release.name} />
              </p>
            </div>
            <p className="text-sm">
              <ReleaseLink release={release} />
            </p>
            <div className="flex items-center justify-between text-xs text-ink-300">
              <span>
                {t.categories[release.category]} · {formatSize(release.size)} ·{' '}
                {formatDate(release.createdAt)}
              </span>
              <Actions release={release} {...props} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  const all = releases.length > 0 && releases.every((release) => selected.has(release.id));
  return (
    <div className={tableBox}>
      <table className="w-full min-w-[860px] border-collapse text-sm">
        <caption className="sr-only">{de.admin.releases}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            <th scope="col" className={th}>
              <input
                type="checkbox"
                className="size-4 accent-brand-400"
                aria-label={t.selectAll}
                checked={all}
                onChange={() => onToggleAll(!all)}
              />
            </th>
            {[c.name, c.category, c.link, c.size, c.added, c.actions].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {releases.map((release) => (
            <tr key={release.id}>
              <td className={td}>
                <Check release={release} {...props} />
              </td>
              <th scope="row" className={`${td} max-w-md text-left font-medium text-ink-100`}>
                <ReleaseName name={release.name} />
              </th>
              <td className={`${td} text-ink-200`}>{t.categories[release.category]}</td>
              <td className={td}>
                <ReleaseLink release={release} />
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                {formatSize(release.size)}
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                <time dateTime={release.createdAt}>{formatDate(release.createdAt)}</time>
              </td>
              <td className={td}>
                <Actions release={release} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
