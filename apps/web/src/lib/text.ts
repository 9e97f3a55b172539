/** Cuts a text to `max` characters and marks the cut with an ellipsis (spec: plots and hero overviews). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

/** The four-digit year of an ISO date, or null. */
export function yearOf(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match ? Number(match[1]) : null;
}
