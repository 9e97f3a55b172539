import { adminMessages, slugify } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { matchTitles } from '../catalogue/match-title';
import type { CatalogueRefsRepository } from '../catalogue/catalogue-refs.repository';

/** A free slug for a new title: `titel-jahr`, else with -2, -3 … appended. */
export async function freeSlug(
  taken: (slug: string) => Promise<boolean>,
  title: string,
  year: number | null | undefined,
): Promise<string> {
  const base = slugify(title, year) || `titel-${Date.now()}`;
  if (!(await taken(base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    if (!(await taken(`${base}-${n}`))) return `${base}-${n}`;
  }
  throw new HttpError(409, adminMessages.slugTaken(base));
}

/**
 * The match titles after a title change: the new titles' forms, plus the
 * alternatives the row had beyond its old titles (TMDb's alternative titles).
 */
export function nextMatchTitles(
  current: string[],
  before: { title: string; originalTitle: string | null },
  after: { title: string; originalTitle: string | null },
): string[] {
  const old = new Set(matchTitles(before.title, before.originalTitle));
  const alternatives = current.filter((form) => !old.has(form));
  return [...new Set([...matchTitles(after.title, after.originalTitle), ...alternatives])];
}

/** Genre ids for names as an admin typed them; unknown genres are created. */
export async function genreIds(refs: CatalogueRefsRepository, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const slug = slugify(name);
    if (slug) ids.push(await refs.genreId({ name, slug }));
  }
  return [...new Set(ids)];
}

/** The year a release date (YYYY-MM-DD) falls in. */
export const yearOf = (date: string | null | undefined): number | null =>
  date ? Number(date.slice(0, 4)) : null;
