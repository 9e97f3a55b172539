import { describe, expect, it } from 'vitest';
import { season } from '../../test/fixtures';
import {
  episodeCode,
  initialSeasonNumber,
  replacementSeason,
  seriesStatus,
  visibleSeasons,
} from './series-rules';

describe('series status', () => {
  it.each([
    ['returning', 'Continuing'],
    ['Returning Series', 'Continuing'],
    ['continuing', 'Continuing'],
    ['Ended', 'Ended'],
    ['canceled', 'Canceled'],
    ['Cancelled', 'Canceled'],
    ['In Production', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (status, mapped) => {
    expect(seriesStatus(status)).toBe(mapped);
  });
});

describe('seasons', () => {
  const numbers = (list: number[]) => list.map((n) => season(n));

  it('shows seasons 0 and above, ascending', () => {
    expect(visibleSeasons(numbers([2, -1, 0, 1])).map((s) => s.seasonNumber)).toEqual([0, 1, 2]);
  });

  it('starts with season 1, else the first season above 1, else season 0', () => {
    expect(initialSeasonNumber(numbers([0, 1, 2]))).toBe(1);
    expect(initialSeasonNumber(numbers([3, 0, 2]))).toBe(2);
    expect(initialSeasonNumber(numbers([0]))).toBe(0);
    expect(initialSeasonNumber([])).toBeNull();
  });

  it('replaces an empty season by the first season above 0 with episodes', () => {
    const seasons = [season(0), season(1, { episodeCount: 0 }), season(2), season(3)];
    expect(replacementSeason(seasons, new Set())).toBe(2);
    expect(replacementSeason(seasons, new Set([2]))).toBe(3);
    expect(replacementSeason([season(0), season(1, { episodeCount: 0 })], new Set())).toBeNull();
  });

  it('writes episode codes as SxxEyy', () => {
    expect(episodeCode(1, 2)).toBe('S01E02');
    expect(episodeCode(12, 105)).toBe('S12E105');
  });
});
