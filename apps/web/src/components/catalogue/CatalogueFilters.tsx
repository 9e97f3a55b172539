import type { Genre } from '@nzbkino/api-types';
import { SearchBox } from '../ui/SearchBox';
import { SelectField } from '../ui/SelectField';
import { de } from '../../i18n/de';

export interface CatalogueFiltersProps {
  genres: readonly Genre[];
  genre: string;
  onGenreChange: (genre: string) => void;
  sortOptions: readonly { value: string; label: string }[];
  sort: string;
  onSortChange: (sort: string) => void;
  search: string;
  onSearch: (term: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
}

/** Genre, sort and search of the movie and series lists. Genres are chosen by slug, so links stay readable. */
export function CatalogueFilters(props: CatalogueFiltersProps) {
  const genreOptions = [
    { value: '', label: de.catalogue.allGenres },
    ...props.genres.map((genre) => ({ value: genre.slug || String(genre.id), label: genre.name })),
  ];
  if (props.genre && !genreOptions.some((option) => option.value === props.genre)) {
    genreOptions.push({ value: props.genre, label: props.genre });
  }
  return (
    <div
      role="group"
      aria-label={de.catalogue.filtersLabel}
      className="grid grid-cols-1 gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 min-[420px]:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr] lg:items-end"
    >
      <SelectField
        label={de.catalogue.genre}
        value={props.genre}
        onChange={props.onGenreChange}
        options={genreOptions}
      />
      <SelectField
        label={de.catalogue.sort}
        value={props.sort}
        onChange={props.onSortChange}
        options={props.sortOptions}
      />
      <SearchBox
        className="min-[420px]:col-span-2 lg:col-span-1"
        value={props.search}
        onSearch={props.onSearch}
        placeholder={props.searchPlaceholder}
        label={props.searchLabel}
      />
    </div>
  );
}
