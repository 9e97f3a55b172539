import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { de } from '../../../i18n/de';
import { adminKeys } from '../shared/admin-keys';
import { inputClass, labelClass } from '../shared/admin-ui';
import { useDebounced } from '../shared/useDebounced';
import { searchMovies, searchSeries } from './releases.api';

const t = de.adminReleases;

export interface CatalogueItem {
  id: number;
  title: string;
  year: number | null;
}

async function search(kind: 'movie' | 'series', term: string, signal: AbortSignal): Promise<CatalogueItem[]> {
  if (kind === 'movie') {
    const { movies } = await searchMovies(term, signal);
    return movies.map(({ id, title, year }) => ({ id, title, year }));
  }
  const { series } = await searchSeries(term, signal);
  return series.map(({ id, title, firstAirDate }) => ({
    id,
    title,
    year: firstAirDate ? Number(firstAirDate.slice(0, 4)) : null,
  }));
}

export const itemLabel = (item: CatalogueItem) => (item.year ? `${item.title} (${item.year})` : item.title);

/** A search of the catalogue's films or series, to pick what a release belongs to. */
export function CataloguePicker({
  kind,
  onPick,
}: {
  kind: 'movie' | 'series';
  onPick: (item: CatalogueItem) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const term = useDebounced(draft.trim());
  const hits = useQuery({
    queryKey: adminKeys.catalogueSearch(kind, term),
    queryFn: ({ signal }) => search(kind, term, signal),
    enabled: term.length >= 2,
  });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        {kind === 'movie' ? t.findMovie : t.findSeries}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        autoComplete="off"
        placeholder={t.findPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
        // Enter searches here; it must not save the dialog's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        className={inputClass}
      />
      {term.length >= 2 ? (
        <div aria-live="polite" className="text-sm">
          {hits.isPending ? <p className="text-ink-300">{t.searching}</p> : null}
          {hits.isError ? <p className="text-red-300">{t.searchFailed}</p> : null}
          {hits.data?.length === 0 ? <p className="text-ink-300">{t.noHits}</p> : null}
          {hits.data && hits.data.length > 0 ? (
            <ul className="divide-y divide-ink-800 rounded-lg border border-ink-700">
              {hits.data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={t.pick(itemLabel(item))}
                    onClick={() => onPick(item)}
                    className="w-full px-3 py-2 text-left text-ink-100 hover:bg-ink-800"
                  >
                    {itemLabel(item)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
