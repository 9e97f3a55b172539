import { describe, expect, it } from 'vitest';
import { parseReleaseName } from '../src/index';
import { ANIME_CASES } from './cases/anime';
import { DAILY_CASES } from './cases/daily';
import { EPISODE_CASES } from './cases/episodes';
import { GERMAN_CASES } from './cases/german';
import { GROUP_CASES } from './cases/groups';
import { LANGUAGE_CASES } from './cases/languages';
import { MOVIE_CASES } from './cases/movies';
import { MUSIC_CASES } from './cases/music';
import { NUMBERING_CASES } from './cases/numbering';
import { ODD_CASES } from './cases/odd';
import { QUALITY_CASES } from './cases/quality';
import { QUALITY_CLASS_CASES } from './cases/quality-class';
import { SEASON_PACK_CASES } from './cases/season-packs';
import { TITLE_CASES } from './cases/titles';
import type { ReleaseCase } from './cases/case';

const SUITES: Record<string, ReleaseCase[]> = {
  movies: MOVIE_CASES,
  episodes: EPISODE_CASES,
  numbering: NUMBERING_CASES,
  'season packs': SEASON_PACK_CASES,
  titles: TITLE_CASES,
  german: GERMAN_CASES,
  languages: LANGUAGE_CASES,
  groups: GROUP_CASES,
  music: MUSIC_CASES,
  anime: ANIME_CASES,
  daily: DAILY_CASES,
  odd: ODD_CASES,
  quality: QUALITY_CASES,
  'quality class': QUALITY_CLASS_CASES,
};

for (const [suite, cases] of Object.entries(SUITES)) {
  describe(`parseReleaseName: ${suite}`, () => {
    it.each(cases)('$name', ({ name, expected }) => {
      expect(parseReleaseName(name)).toMatchObject(expected);
    });
  });
}

describe('parseReleaseName: table size', () => {
  it('has at least 300 distinct cases', () => {
    const names = Object.values(SUITES).flatMap((cases) => cases.map((entry) => entry.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(300);
  });
});
