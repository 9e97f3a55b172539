const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The slug rule of spec 000 §9: lowercase, trim, German umlauts transliterated,
 * other accents folded (é → e), other non-word characters to spaces, runs of spaces and hyphens collapsed to one
 * hyphen, hyphens trimmed, then `-{year}` when a year is given. An empty title
 * gives an empty slug.
 */
export function slugify(title: string, year?: number | null): string {
  const base = title
    .toLowerCase()
    .trim()
    .replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch)
    // Fold other accents (é → e) so "Amélie" does not become "am-lie".
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w\s-]/g, ' ')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!base) return '';
  return year ? `${base}-${year}` : base;
}
