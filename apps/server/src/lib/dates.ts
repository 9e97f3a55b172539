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

/** The instant the Berlin calendar day of `now` began (00:00 Berlin, in summer and winter time). */
export function berlinStartOfDay(now: Date = new Date()): Date {
  const day = berlinDate(0, now);
  // Berlin is UTC+1 or UTC+2: midnight is the later of the two candidates that still falls on `day`.
  for (const offset of ['+02:00', '+01:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    if (berlinDate(0, candidate) === day && berlinDate(0, new Date(candidate.getTime() - 1)) !== day) {
      return candidate;
    }
  }
  return new Date(`${day}T00:00:00+01:00`);
}
