/** Integers with de-DE grouping: 1234567 → "1.234.567". */
export function formatCount(value: number | null | undefined): string {
  return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(value ?? 0);
}

/** Ratings with one decimal, "0.0"-style zero when empty (spec 000 §9), de-DE decimal comma. */
export function formatRating(rating: number | string | null | undefined): string {
  const value = typeof rating === 'string' ? Number.parseFloat(rating) : rating;
  const safe = value != null && Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(safe);
}

/** Euro prices from cents, de-DE: 1999 → "19,99 €". */
export function formatEuroCents(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
