import { describe, expect, it } from 'vitest';
import { formatFooterSize, formatReleaseSize, formatSize } from './size';
import { formatCount, formatEuroCents, formatRating } from './number';
import { formatNewsDate, formatRelativeTime } from './time';

describe('sizes', () => {
  it('uses steps of 1024 with B, KB, MB, GB, TB and German decimals', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1.023 B');
    expect(formatSize(1024)).toBe('1,00 KB');
    expect(formatSize(1536 * 1024)).toBe('1,50 MB');
    expect(formatSize(4.37 * 1024 ** 3)).toBe('4,37 GB');
    expect(formatSize(2 * 1024 ** 4)).toBe('2,00 TB');
    expect(formatSize(5 * 1024 ** 5)).toBe('5.120,00 TB');
    expect(formatSize(1.25 * 1024 ** 3, 1)).toBe('1,3 GB');
  });
  it('reads N/A for unknown sizes', () => {
    expect(formatSize(null)).toBe('N/A');
    expect(formatSize(undefined)).toBe('N/A');
    expect(formatSize(Number.NaN)).toBe('N/A');
    expect(formatSize(-1)).toBe('N/A');
  });
  it('footer variant: kB and one decimal', () => {
    expect(formatFooterSize(0)).toBe('0,0 B');
    expect(formatFooterSize(2048)).toBe('2,0 kB');
    expect(formatFooterSize(1.5 * 1024 ** 4)).toBe('1,5 TB');
    expect(formatFooterSize(null)).toBe('0,0 B');
  });
  it('movie release sizes: MB below 1 GB, otherwise GB', () => {
    expect(formatReleaseSize(700 * 1024 ** 2)).toBe('700,00 MB');
    expect(formatReleaseSize(8.5 * 1024 ** 3)).toBe('8,50 GB');
  });
});

describe('numbers', () => {
  it('groups counts the German way', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(null)).toBe('0');
    expect(formatEuroCents(1999)).toBe('19,99\u00a0€');
    expect(formatEuroCents(3999)).toBe('39,99\u00a0€');
  });
  it('formats ratings with one decimal and 0,0 when empty', () => {
    expect(formatRating(7.26)).toBe('7,3');
    expect(formatRating('8')).toBe('8,0');
    expect(formatRating(null)).toBe('0,0');
    expect(formatRating('abc')).toBe('0,0');
  });
});

describe('relative time', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, 'Gerade eben'],
    [59_000, 'Gerade eben'],
    [60_000, 'vor 1 Minute'],
    [5 * 60_000, 'vor 5 Minuten'],
    [3_600_000, 'vor 1 Stunde'],
    [23 * 3_600_000, 'vor 23 Stunden'],
    [24 * 3_600_000, 'vor 1 Tag'],
    [3 * 24 * 3_600_000, 'vor 3 Tagen'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(label);
  });
  it('treats future dates as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 10_000), now)).toBe('Gerade eben');
  });
});

describe('news dates', () => {
  const now = new Date(2026, 2, 10, 9, 0);
  it.each([
    [new Date(2026, 2, 10, 0, 1), 'Heute'],
    [new Date(2026, 2, 9, 23, 59), 'Gestern'],
    [new Date(2026, 2, 7, 12, 0), 'vor 3 Tagen'],
    [new Date(2026, 2, 3, 12, 0), 'vor 7 Tagen'],
    [new Date(2026, 2, 2, 12, 0), '02.03.2026'],
  ])('%s → %s', (date, label) => {
    expect(formatNewsDate(date, now)).toBe(label);
  });
});
