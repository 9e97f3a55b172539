import { pageFrom, pickFrom, useQueryParams } from '../../lib/useQueryParams';

/**
 * Page, search, genre and sort of the movie and series lists, kept in the query
 * string. Changing filter, sort or search goes back to page 1 (spec 001 §4).
 */
export function useCatalogueParams<S extends string>(sortValues: readonly S[], defaultSort: S) {
  const { params, update } = useQueryParams();
  const page = pageFrom(params);
  const search = params.get('search')?.trim() ?? '';
  const genre = params.get('genre') ?? '';
  const sort = pickFrom(params.get('sort'), sortValues, defaultSort);
  return {
    page,
    search,
    genre,
    sort,
    // A blank search removes the parameter, which reloads the unfiltered list (spec 001 §5).
    setSearch: (term: string) => update({ search: term.trim() }, { replace: true }),
    setGenre: (value: string) => update({ genre: value }),
    setSort: (value: string) => update({ sort: value === defaultSort ? null : value }),
    setPage: (value: number, replace = false) =>
      update({ page: value > 1 ? value : null }, { keepPage: true, replace }),
  };
}
