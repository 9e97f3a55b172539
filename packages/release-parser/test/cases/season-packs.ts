import { c } from './case';
import type { ReleaseCase } from './case';

/** Season packs: several seasons, extras and subtitle packs, parts of a season. */
export const SEASON_PACK_CASES: ReleaseCase[] = [
  c('Pack.Show.S01-S04.720p.BluRay.x264-GRP', { seasons: [1, 2, 3, 4], fullSeason: true, seasonPart: null }),
  c('Pack Show S01 - S03 1080p BluRay x264-GRP', {
    title: 'Pack Show',
    seasons: [1, 2, 3],
    fullSeason: true,
  }),
  c('Pack.Show.Season.01-04.720p.WEB-DL.x264-GRP', { seasons: [1, 2, 3, 4] }),
  c('Pack Show Complete Series S01 S03 1080p WEB-DL-GRP', {
    title: 'Pack Show',
    seasons: [1, 2, 3],
    complete: true,
  }),
  c('Pack.Show.Complete.Series.S01-S05.1080p.BluRay.x264-GRP', {
    title: 'Pack Show',
    seasons: [1, 2, 3, 4, 5],
  }),
  c('Pack.Show.S01.S02.S03.S04.720p.WEB.x264-GRP', { seasons: [1, 2, 3, 4] }),
  c('Pack.Show.Staffel.1-4.German.DL.720p.WEB.x264-GRP', { seasons: [1, 2, 3, 4], languages: ['de'] }),
  c('Pack.Show.S02.EXTRAS.720p.BluRay.x264-GRP', {
    season: 2,
    fullSeason: false,
    seasonExtras: true,
    episodes: [],
  }),
  c('Pack.Show.S03.SUBPACK.1080p.BluRay-GRP', { season: 3, fullSeason: false, seasonExtras: true }),
  c('Pack.Show.S03.Bonus.German.1080p.BluRay.x264-GRP', { fullSeason: false, seasonExtras: true }),
  c('Pack.Show.S03E01.Extras.720p.WEB.x264-GRP', { seasonExtras: false, episodes: [1] }),
  c('Extras.S01E02.720p.HDTV.x264-GRP', { title: 'Extras', seasonExtras: false }),
  c('Pack.Show.S05.Part.2.1080p.WEB.H264-GRP', { season: 5, seasonPart: 2, fullSeason: false, episodes: [] }),
  c('Pack.Show.S05.Part1.1080p.WEB.H264-GRP', { seasonPart: 1, fullSeason: false }),
  c('Pack.Show.S05.Teil.2.German.DL.1080p.WEB.H264-GRP', { seasonPart: 2, fullSeason: false }),
  c('Pack.Show.S05.1080p.WEB.H264-GRP', { seasonPart: null, fullSeason: true, seasonExtras: false }),
  c('Pack.Show.S05E03.Part.2.1080p.WEB.H264-GRP', { episodes: [3], seasonPart: null }),
];
