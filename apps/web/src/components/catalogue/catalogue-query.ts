/** Spec 001 §9: 24 cards per page on the movie and series lists. */
export const CATALOGUE_PAGE_SIZE = 24;

export interface CatalogueQuery<S extends string = string> {
  page?: number;
  limit?: number;
  search?: string;
  genre?: string;
  sort?: S;
}

/**
 * The query parameters of a list request. `limit` goes first: the cache hints of
 * spec 000 §7 match on '/movies?limit=20'; empty values are left out.
 */
export function catalogueQuery<S extends string>({ page, limit, search, genre, sort }: CatalogueQuery<S>) {
  return {
    limit: limit ?? CATALOGUE_PAGE_SIZE,
    page: page && page > 1 ? page : undefined,
    search: search || undefined,
    genre: genre || undefined,
    sort: sort || undefined,
  };
}
