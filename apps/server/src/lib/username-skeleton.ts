import unhomoglyph from 'unhomoglyph';

/** The stored form of a user name: compatibility characters folded (ａｄｍｉｎ → admin), no outer spaces. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFKC').trim();
}

/** UTS #39 skeleton: NFD, each character mapped to its confusable prototype, NFD again. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** Full case folding as far as JavaScript has it (ß and SS fold alike). */
const fold = (text: string) => text.toUpperCase().toLowerCase();

/** Dots, hyphens and underscores: `admin.`, `ad-min` and `ad_min` pose as `admin`. */
const SEPARATORS = /[._-]/g;

/**
 * What a user name looks like, for telling look-alikes apart: two names with
 * the same skeleton are confusable (`admin`, `Admin`, `ａｄｍｉｎ`, Cyrillic
 * `аdmin`, `admin.`, `adrnin`). Case is folded first and again after mapping,
 * because some prototypes are capitals. Only for comparing, never for display.
 */
export function usernameSkeleton(name: string): string {
  return skeleton(fold(skeleton(fold(normalizeUsername(name))))).replace(SEPARATORS, '');
}
