const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

function plural(n: number, one: string, many: string): string {
  return `vor ${n} ${n === 1 ? one : many}`;
}

/**
 * Relative labels of spec 000 §9: 'Gerade eben' under 60 s, then minutes,
 * hours and days, singular for 1.
 */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - toDate(value).getTime());
  if (diff < MINUTE) return 'Gerade eben';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'Minute', 'Minuten');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'Stunde', 'Stunden');
  return plural(Math.floor(diff / DAY), 'Tag', 'Tagen');
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** dd.mm.yyyy */
export function formatDate(value: Date | string | number): string {
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    toDate(value),
  );
}

/** German long format: "15. März 2024". */
export function formatLongDate(value: Date | string | number): string {
  return new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    toDate(value),
  );
}

/** News dates: Heute, Gestern, 'vor N Tagen' up to 7 days, otherwise dd.mm.yyyy (spec 000 §9). */
export function formatNewsDate(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return 'Heute';
  if (days === 1) return 'Gestern';
  if (days <= 7) return `vor ${days} Tagen`;
  return formatDate(date);
}

/** dd.mm.yyyy, HH:MM (24 h), for download times. */
export function formatDateTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}
