import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { SearchBox } from '../../components/ui/SearchBox';
import { SelectField, type SelectOption } from '../../components/ui/SelectField';
import { de } from '../../i18n/de';
import { RELEASE_SORTS } from '../../lib/contract-values';
import { fetchReleaseGroups, releaseKeys } from './releases.api';
import { RELEASE_TYPES, RESOLUTIONS, type useReleaseFilters } from './useReleaseFilters';

type Filters = ReturnType<typeof useReleaseFilters>;

const typeLabels = { all: de.releases.allTypes, movie: de.releases.movies, series: de.releases.series };

export function ReleaseFilters({ filters }: { filters: Filters }) {
  const groups = useQuery({
    queryKey: releaseKeys.groups,
    queryFn: ({ signal }) => fetchReleaseGroups(signal),
    staleTime: 10 * 60_000,
  });
  const groupNames = (groups.data ?? []).map((group) => group.name);
  // A shared link may name a group that is not in the list (yet): keep it selectable.
  if (filters.group && !groupNames.includes(filters.group)) groupNames.unshift(filters.group);
  const groupOptions: SelectOption[] = [
    { value: '', label: de.releases.allGroups },
    ...groupNames.map((name) => ({ value: name, label: name })),
  ];

  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900/60 p-4">
      <SearchBox
        value={filters.search}
        onSearch={filters.setSearch}
        placeholder={de.releases.searchPlaceholder}
        label={de.releases.searchLabel}
      />
      <div
        role="group"
        aria-label={de.releases.filtersLabel}
        className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        <SelectField
          label={de.releases.type}
          value={filters.type}
          onChange={filters.setType}
          options={RELEASE_TYPES.map((value) => ({ value, label: typeLabels[value] }))}
        />
        <SelectField
          label={de.releases.resolution}
          value={filters.resolution}
          onChange={filters.setResolution}
          options={RESOLUTIONS.map((value) => ({
            value,
            label: value === 'all' ? de.releases.allResolutions : value,
          }))}
        />
        <SelectField
          label={de.releases.group}
          value={filters.group}
          onChange={filters.setGroup}
          options={groupOptions}
        />
        <SelectField
          label={de.releases.sort}
          value={filters.sort}
          onChange={filters.setSort}
          options={RELEASE_SORTS.map((value) => ({ value, label: de.releases.sorts[value] }))}
        />
        {filters.isFiltered ? (
          <Button variant="ghost" onClick={filters.reset} className="border border-ink-600">
            <RotateCcw className="size-4" aria-hidden="true" />
            {de.releases.reset}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
