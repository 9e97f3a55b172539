import type { Genre } from '@nzbkino/shared';

/** Groups rows of (workId, genre) — one query for a whole page of movies or series — by work. */
export function genresByWork(rows: (Genre & { workId: number })[]): Map<number, Genre[]> {
  const byWork = new Map<number, Genre[]>();
  for (const { workId, id, name, englishName, slug } of rows) {
    const list = byWork.get(workId) ?? [];
    list.push({ id, name, englishName, slug });
    byWork.set(workId, list);
  }
  return byWork;
}
