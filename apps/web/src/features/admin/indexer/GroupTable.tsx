import type { IndexerGroup } from '@nzbkino/api-types';
import { formatCount, formatDateTime } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';
import { tableBox, td, th } from '../shared/admin-ui';
import { RowActions } from './IndexerSection';

const t = de.adminIndexer;
const c = t.groupColumns;
const count = (value: number | null) => (value === null ? t.none : formatCount(value));
const number = `${td} whitespace-nowrap text-right text-ink-200 tabular-nums`;

function State({ group }: { group: IndexerGroup }) {
  if (group.claimedBy) return <Badge tone="info">{t.readBy(group.claimedBy)}</Badge>;
  return <Badge tone={group.active ? 'success' : 'neutral'}>{group.active ? t.active : t.inactive}</Badge>;
}

/** The newsgroups with their watermark, backlog and counters; scrolls sideways on narrow screens. */
export function GroupTable({
  groups,
  onEdit,
  onDelete,
}: {
  groups: IndexerGroup[];
  onEdit: (group: IndexerGroup) => void;
  onDelete: (group: IndexerGroup) => void;
}) {
  const columns = [
    c.name,
    c.state,
    c.watermark,
    c.backlog,
    c.headers,
    c.releases,
    c.missing,
    c.errors,
    c.lastError,
    c.lastUpdate,
    c.actions,
  ];
  return (
    <div className={tableBox}>
      <table className="w-full min-w-[1280px] border-collapse text-sm">
        <caption className="sr-only">{t.groups}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {groups.map((group) => (
            <tr key={group.id}>
              <th scope="row" className={`${td} min-w-64 text-left font-medium break-all text-ink-100`}>
                {group.name}
              </th>
              <td className={td}>
                <State group={group} />
              </td>
              <td className={number}>{count(group.lastArticle)}</td>
              <td className={number}>{count(group.backlog)}</td>
              <td className={number}>{formatCount(group.headersRead)}</td>
              <td className={number}>{formatCount(group.releasesMade)}</td>
              <td className={number}>
                {formatCount(group.missingArticles)} / {formatCount(group.articlesGivenUp)}
              </td>
              <td className={number}>{formatCount(group.errors)}</td>
              <td className={`${td} min-w-64 text-xs text-red-200`}>
                {group.lastError ? (
                  <>
                    {group.lastErrorAt ? (
                      <time dateTime={group.lastErrorAt} className="block text-ink-400">
                        {formatDateTime(group.lastErrorAt)}
                      </time>
                    ) : null}
                    {/* The whole text is in the error list below and in the tooltip. */}
                    <span className="line-clamp-3" title={group.lastError}>
                      {group.lastError}
                    </span>
                  </>
                ) : (
                  <span className="text-ink-400">{t.none}</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                {group.lastUpdateAt ? (
                  <time dateTime={group.lastUpdateAt}>{formatDateTime(group.lastUpdateAt)}</time>
                ) : (
                  t.never
                )}
              </td>
              <td className={td}>
                <RowActions
                  editLabel={t.editGroup(group.name)}
                  deleteLabel={t.deleteGroup(group.name)}
                  onEdit={() => onEdit(group)}
                  onDelete={() => onDelete(group)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
