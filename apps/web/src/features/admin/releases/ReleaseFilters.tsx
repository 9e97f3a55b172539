import { SearchBox } from '../../../components/ui/SearchBox';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import type { ParamPatch, UpdateOptions } from '../../../lib/useQueryParams';

const t = de.adminReleases;
export const releaseCategories = ['MOVIE', 'TV', 'MUSIC', 'UNKNOWN'] as const;

/** Search, category and "unmatched only", kept in the address. */
export function ReleaseFilters({
  search,
  category,
  unmatched,
  update,
}: {
  search: string;
  category: string;
  unmatched: boolean;
  update: (patch: ParamPatch, options?: UpdateOptions) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
      <SearchBox
        value={search}
        onSearch={(term) => update({ search: term }, { replace: true })}
        label={t.search}
        placeholder={t.searchPlaceholder}
      />
      <SelectField
        label={t.category}
        value={category}
        onChange={(value) => update({ category: value })}
        options={[
          { value: '', label: de.adminCommon.all },
          ...releaseCategories.map((value) => ({ value, label: t.categories[value] })),
        ]}
      />
      <label className="flex min-h-10 items-center gap-2 text-sm text-ink-100">
        <input
          type="checkbox"
          className="size-4 accent-brand-400"
          checked={unmatched}
          onChange={(event) => update({ unmatched: event.target.checked ? 'true' : null })}
        />
        {t.unmatchedOnly}
      </label>
    </div>
  );
}
