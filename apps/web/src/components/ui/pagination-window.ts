/** Spec 000 §9 and 001 §9: five page numbers, centred on the current page where possible. */
export const PAGE_WINDOW = 5;

export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Navigation only to pages from 1 to the total, and never to the current page. */
export function canGoTo(target: number, current: number, totalPages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== current;
}
