import { c } from './case';
import type { ReleaseCase } from './case';

/** Episode numbering without S/E markers, mini-series parts, multi-episode forms. */
export const NUMBERING_CASES: ReleaseCase[] = [
  c('Some.Show.104.HDTV.XviD-GRP', { title: 'Some Show', type: 'tv', season: 1, episodes: [4] }),
  c('Some.Show.312.720p.HDTV.x264-GRP', { title: 'Some Show', season: 3, episodes: [12] }),
  c('Some.Show.1105.720p.HDTV.x264-GRP', { title: 'Some Show', season: 11, episodes: [5] }),
  c('some.show.207.hdtv-grp', { title: 'some show', season: 2, episodes: [7], group: 'grp' }),
  c('Some Show 208 German HDTV XviD-GRP', { title: 'Some Show', season: 2, episodes: [8] }),
  c('Some.Show.209-GRP', { title: 'Some Show', season: 2, episodes: [9] }),
  // Not marker-less numbering: years, episode 00, titles with numbers before real markers.
  c('Some.Movie.300.2006.1080p.BluRay.x264-GRP', { title: 'Some Movie 300', year: 2006, season: null }),
  c('Room.237.2012.720p.BluRay.x264-GRP', { title: 'Room 237', type: 'movie', season: null }),
  c('The.100.S03E05.720p.HDTV.x264-GRP', { title: 'The 100', season: 3, episodes: [5] }),
  c('Fight.Night.300.PPV.720p.HDTV.x264-GRP', { season: null, episodes: [] }),
  c('Blade.Runner.2049.1080p.BluRay.x264-GRP', { title: 'Blade Runner 2049', season: null }),
  c('Some.Show.5x01.720p.HDTV.x264-GRP', { title: 'Some Show', season: 5, episodes: [1] }),
  // Mini-series: Part / Teil / E01 without a season are season 1.
  c('Mini.Series.Part01.720p.HDTV.x264-GRP', { title: 'Mini Series', season: 1, episodes: [1] }),
  c('Mini.Series.Part.2.720p.HDTV.x264-GRP', { title: 'Mini Series', season: 1, episodes: [2] }),
  c('Mini Series Part 3 720p HDTV x264-GRP', { title: 'Mini Series', season: 1, episodes: [3] }),
  c('Mini.Series.Teil.2.German.720p.HDTV.x264-GRP', {
    title: 'Mini Series',
    season: 1,
    episodes: [2],
    languages: ['de'],
  }),
  c('Mini.Series.2019.Part.1.720p.HDTV.x264-GRP', { title: 'Mini Series', year: 2019, episodes: [1] }),
  c('Mini.Series.E02.1080p.WEB.H264-GRP', {
    title: 'Mini Series',
    season: 1,
    episodes: [2],
    absoluteEpisode: 2,
  }),
  c('Mini.Series.E01-E03.1080p.WEB.H264-GRP', { season: 1, episodes: [1, 2, 3] }),
  // A part before a year is part of a movie title.
  c('Big.Saga.Part.2.2011.1080p.BluRay.x264-GRP', {
    title: 'Big Saga Part 2',
    year: 2011,
    type: 'movie',
    season: null,
  }),
  c('Die.Saga.Teil.1.2014.German.DL.1080p.BluRay.x264-GRP', { title: 'Die Saga Teil 1', season: null }),
  // Anime absolute numbers stay absolute.
  c('Long.Anime.E0456.German.Subbed.720p.WEB.x264-GRP', { absoluteEpisode: 456, season: null }),
  c('Long.Anime.EP12.German.Subbed.720p.WEB.x264-GRP', { absoluteEpisode: 12, season: null }),
  c('[Subs] Long Anime - 1002 [1080p].mkv', { absoluteEpisode: 1002, season: null }),
  // Multi-episode forms.
  c('Some.Show.S01E01-E03.720p.WEB.x264-GRP', { episodes: [1, 2, 3], fullSeason: false }),
  c('Some.Show.S01E04E05.720p.WEB.x264-GRP', { episodes: [4, 5], fullSeason: false }),
  c('Some.Show.S01E06-07.720p.WEB.x264-GRP', { episodes: [6, 7] }),
  c('Some Show 1x08-1x10 720p HDTV x264-GRP', { season: 1, episodes: [8, 9, 10] }),
  c('Some.Show.2x01x02.HDTV.XviD-GRP', { season: 2, episodes: [1, 2] }),
  c('Some.Show.S01E11.E12.720p.WEB.x264-GRP', { episodes: [11, 12] }),
  c('Some.Show.S01E05.S01E06.720p.WEB.x264-GRP', { season: 1, episodes: [5, 6] }),
  c('Some.Show.2016x05.720p.HDTV.x264-GRP', { title: 'Some Show', season: 2016, episodes: [5] }),
  c('Some.Movie.2016.1920x800.BluRay.x264-GRP', { season: null, resolution: '1080p' }),
  c('Mini.Series.1of6.720p.HDTV.x264-GRP', { title: 'Mini Series', season: 1, episodes: [1] }),
  c('Mini.Series.Part.Two.720p.HDTV.x264-GRP', { title: 'Mini Series', season: 1, episodes: [2] }),
  c('Big.Saga.Part.Two.2024.1080p.WEB.H264-GRP', { title: 'Big Saga Part Two', year: 2024, season: null }),
];
