import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { AvailableGroups } from '@nzbkino/api-types';
import { availableGroupsQuerySchema, formatCount } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/StateMessage';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText, inputClass, labelClass, tableBox, td, th } from '../shared/admin-ui';
import { FormError } from '../shared/Fields';
import { searchGroups } from './indexer.api';

const t = de.adminIndexer;
const c = t.searchColumns;

function Results({
  found,
  adding,
  onAdd,
}: {
  found: AvailableGroups;
  adding: string | null;
  onAdd: (name: string) => void;
}) {
  if (found.groups.length === 0) return <EmptyState title={t.searchEmpty} className="py-6" />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-300">{t.searchCount(found.groups.length, found.total)}</p>
      <div className={`${tableBox} max-h-[28rem] overflow-y-auto`}>
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <caption className="sr-only">{t.search}</caption>
          <thead className="sticky top-0 border-b border-ink-700 bg-ink-900">
            <tr>
              {[c.name, c.articles, c.range, c.action].map((label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-800">
            {found.groups.map((group) => (
              <tr key={group.name}>
                <th scope="row" className={`${td} text-left font-medium break-all text-ink-100`}>
                  {group.name}
                </th>
                <td className={`${td} text-right text-ink-200 tabular-nums`}>
                  {formatCount(group.articles)}
                </td>
                <td className={`${td} whitespace-nowrap text-ink-300 tabular-nums`}>
                  {formatCount(group.low)}–{formatCount(group.high)}
                </td>
                <td className={td}>
                  {group.added ? (
                    <Badge tone="success">{t.added}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t.addNamed(group.name)}
                      disabled={adding === group.name}
                      onClick={() => onAdd(group.name)}
                    >
                      {t.add}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The search over the news server's LIST ACTIVE: a pattern such as
 * alt.binaries.*german*, the groups it finds, and one click to add one.
 */
export function GroupSearch({
  session,
  configured,
  adding,
  onAdd,
}: {
  session: Session;
  /** The names set up now: a group added from the list is marked without asking the server again. */
  configured: ReadonlySet<string>;
  adding: string | null;
  onAdd: (name: string) => void;
}) {
  const [pattern, setPattern] = useState('alt.binaries.*german*');
  const [searched, setSearched] = useState<string | null>(null);
  const [complaint, setComplaint] = useState<string | null>(null);
  const found = useQuery({
    queryKey: adminKeys.indexerGroupSearch(searched ?? ''),
    queryFn: ({ signal }) => searchGroups(session, searched!, signal),
    enabled: searched !== null,
    // A failing news server does not recover within a second; the admin searches again.
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = availableGroupsQuerySchema.shape.pattern.safeParse(pattern);
    if (!checked.success) return setComplaint(checked.error.issues[0]?.message ?? de.common.unknownError);
    setComplaint(null);
    if (checked.data === searched) void found.refetch();
    else setSearched(checked.data);
  };
  const marked = (data: AvailableGroups): AvailableGroups => ({
    ...data,
    groups: data.groups.map((group) => ({ ...group, added: group.added || configured.has(group.name) })),
  });

  return (
    <div className="space-y-3 border-t border-ink-800 pt-4">
      <h4 className="font-semibold text-white">{t.search}</h4>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <label className={`${labelClass} min-w-60 flex-1`}>
          {t.pattern}
          <input
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
            className={inputClass}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={found.isFetching}>
          <Search className="size-4" aria-hidden="true" />
          {t.searchButton}
        </Button>
      </form>
      <p className="text-xs text-ink-400">{t.searchHint}</p>
      <FormError message={complaint} />
      {searched === null ? null : found.isPending ? (
        <LoadingState label={t.searching} className="py-6" />
      ) : found.isError ? (
        <ErrorState title={t.searchFailed} message={errorText(found.error)} className="py-6" />
      ) : (
        <Results found={marked(found.data)} adding={adding} onAdd={onAdd} />
      )}
    </div>
  );
}
