import { describe, expect, it } from 'vitest';
import { truncate, yearOf } from './text';

describe('truncate', () => {
  it('keeps texts up to the limit', () => {
    expect(truncate('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(truncate('  kurz  ', 200)).toBe('kurz');
  });

  it('cuts longer texts and adds an ellipsis', () => {
    expect(truncate('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}…`);
    expect(truncate('Ein Satz mit Wörtern', 9)).toBe('Ein Satz…');
  });

  it('treats missing texts as empty', () => {
    expect(truncate(null, 10)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
  });
});

it('reads the year of an ISO date', () => {
  expect(yearOf('2017-12-01')).toBe(2017);
  expect(yearOf(null)).toBeNull();
  expect(yearOf('unbekannt')).toBeNull();
});
