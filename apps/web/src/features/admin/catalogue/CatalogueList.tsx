import { Link } from 'react-router';
import { de } from '../../../i18n/de';
import { tableBox, td, th } from '../shared/admin-ui';

const t = de.adminCatalogue;

export interface CatalogueRow {
  id: number;
  title: string;
  /** Year or first air date. */
  when: string;
  ids: string;
  /** Seasons and episodes of a series. */
  extra?: string;
  releaseCount: number;
}

/** Films or series found: title (to its edit screen), year, external ids, releases. */
export function CatalogueList({
  rows,
  base,
  label,
}: {
  rows: CatalogueRow[];
  base: '/admin/movies' | '/admin/series';
  label: string;
}) {
  const c = t.columns;
  const series = rows.some((row) => row.extra !== undefined);
  return (
    <div className={tableBox}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            <th scope="col" className={th}>
              {c.title}
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              {c.year}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {c.ids}
            </th>
            {series ? (
              <th scope="col" className={`${th} hidden md:table-cell`}>
                {c.seasons}
              </th>
            ) : null}
            <th scope="col" className={`${th} text-right`}>
              {c.releases}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <Link
                  to={`${base}/${row.id}`}
                  aria-label={t.open(row.title)}
                  className="font-semibold break-words text-ink-100 hover:text-brand-300"
                >
                  {row.title}
                </Link>
                <span className="block text-xs text-ink-400 sm:hidden">{row.when}</span>
              </th>
              <td className={`${td} hidden whitespace-nowrap text-ink-200 sm:table-cell`}>{row.when}</td>
              <td className={`${td} hidden text-xs text-ink-300 md:table-cell`}>{row.ids}</td>
              {series ? (
                <td className={`${td} hidden whitespace-nowrap text-ink-200 md:table-cell`}>{row.extra}</td>
              ) : null}
              <td className={`${td} text-right text-ink-200 tabular-nums`}>{row.releaseCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
