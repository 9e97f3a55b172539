// The site is German: "today" is the calendar day in Berlin, not the server's or UTC's.
const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Berlin, shifted by whole days. */
export function berlinDate(offsetDays = 0, now: Date = new Date()): string {
  return berlinDay.format(new Date(now.getTime() + offsetDays * 86_400_000));
}
