import { parseReleaseName } from '@nzbkino/release-parser';
import { describe, expect, it } from 'vitest';
import { matchTitle } from '../catalogue/match-title';
import type { MatchingLookups, MovieCandidate, SeriesCandidate } from './matching.repository';
import { ReleaseMatcher } from './release-matcher';

/** A catalogue of one movie and one series, looked up by folded title as the repository does. */
function lookups(): MatchingLookups {
  const movies = new Map<string, MovieCandidate[]>([
    [matchTitle('Dark Waters'), [{ id: 7, year: 2019, popularity: 1 }]],
  ]);
  const series = new Map<string, SeriesCandidate[]>([
    [matchTitle('Polar Night'), [{ id: 3, firstAirYear: 2022 }]],
  ]);
  return {
    moviesTitled: async (folded) => movies.get(folded) ?? [],
    seriesTitled: async (folded) => series.get(folded) ?? [],
    episode: async (seriesId, season, episode) =>
      seriesId === 3 && season === 1 && episode === 3 ? { id: 30, seasonId: 31 } : undefined,
    episodeAired: async () => undefined,
    season: async () => undefined,
  };
}

describe('ReleaseMatcher: alternative titles', () => {
  const matcher = new ReleaseMatcher(lookups());

  it('matches a movie by the title after the slash when the first title is not catalogued', async () => {
    const links = await matcher.match(parseReleaseName('Тёмные воды / Dark Waters (2019) WEB-DL 1080p'));
    expect(links.movieId).toBe(7);
  });

  it('matches a movie by its AKA title', async () => {
    const links = await matcher.match(
      parseReleaseName('Vergiftet.AKA.Dark.Waters.2019.German.DL.1080p.WEB.x264-GRP'),
    );
    expect(links.movieId).toBe(7);
  });

  it('matches an episode by the alternative title of its series', async () => {
    const links = await matcher.match(
      parseReleaseName('Полярная ночь / Polar Night / S01E03 (2022) WEB-DL 1080p'),
    );
    expect(links).toMatchObject({ seriesId: 3, episodeId: 30 });
  });

  it('leaves a release unmatched when no title is catalogued', async () => {
    const links = await matcher.match(parseReleaseName('Unbekannt.AKA.Unknown.2019.1080p.WEB.x264-GRP'));
    expect(links.movieId).toBeNull();
  });
});
