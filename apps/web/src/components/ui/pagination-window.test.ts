import { describe, expect, it } from 'vitest';
import { canGoTo, pageWindow } from './pagination-window';

describe('page-number window', () => {
  it('shows five pages centred on the current one', () => {
    expect(pageWindow(10, 40)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps five pages at the start and at the end', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(39, 40)).toEqual([36, 37, 38, 39, 40]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('page navigation bounds', () => {
  it('allows pages from 1 to the total, but not the current page', () => {
    expect(canGoTo(1, 3, 10)).toBe(true);
    expect(canGoTo(10, 3, 10)).toBe(true);
    expect(canGoTo(3, 3, 10)).toBe(false);
    expect(canGoTo(0, 3, 10)).toBe(false);
    expect(canGoTo(11, 3, 10)).toBe(false);
    expect(canGoTo(2.5, 3, 10)).toBe(false);
  });
});
