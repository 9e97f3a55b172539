/** Spec 001 §9: 24 cards per page on the movie and series lists. */
export const CATALOGUE_PAGE_SIZE = 24;

export interface CatalogueQuery {
  page?: number;
  limit?: number;
  search?: string;
  genre?: string;
  sort?: string;
}

/** `limit` goes first: the cache hints of spec 000 §7 match on '/movies?limit=20'. */
export function catalogueQueryString({ page, limit, search, genre, sort }: CatalogueQuery): string {
  const query = new URLSearchParams();
  query.set('limit', String(limit ?? CATALOGUE_PAGE_SIZE));
  if (page && page > 1) query.set('page', String(page));
  if (search) query.set('search', search);
  if (genre) query.set('genre', genre);
  if (sort) query.set('sort', sort);
  return query.toString();
}
