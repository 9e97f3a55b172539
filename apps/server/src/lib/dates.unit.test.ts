import { expect, it } from 'vitest';
import { berlinStartOfDay } from './dates';

it('finds midnight in Berlin in winter and summer time and on the days the clocks change', () => {
  const cases: [now: string, midnight: string][] = [
    ['2025-01-15T12:00:00Z', '2025-01-14T23:00:00.000Z'],
    ['2025-07-15T12:00:00Z', '2025-07-14T22:00:00.000Z'],
    ['2025-07-15T22:30:00Z', '2025-07-15T22:00:00.000Z'],
    ['2025-03-30T23:30:00Z', '2025-03-30T22:00:00.000Z'],
    ['2025-03-30T00:30:00Z', '2025-03-29T23:00:00.000Z'],
    ['2025-10-26T12:00:00Z', '2025-10-25T22:00:00.000Z'],
  ];
  for (const [now, midnight] of cases)
    expect(berlinStartOfDay(new Date(now)).toISOString(), now).toBe(midnight);
});
