import { c } from './case';
import type { ReleaseCase } from './case';

/** Release groups with hyphens or dots, in brackets, and with junk after them. */
export const GROUP_CASES: ReleaseCase[] = [
  c('Movie.2020.1080p.BluRay.x264-D-TEAM', { title: 'Movie', group: 'D-TEAM' }),
  c('Movie.2020.720p.BluRay.x264-Blu-Star', { group: 'Blu-Star' }),
  c('Movie.2020.German.DL.1080p.BluRay.x264-XY-PROD', { group: 'XY-PROD', languages: ['de'] }),
  c('Movie.2020.1080p.WEB-DL.DD5.1.H.264-TV-CLUB', { group: 'TV-CLUB', source: 'WEB-DL' }),
  c('Movie.2020.1080p.WEB-DL-GRP', { group: 'GRP', source: 'WEB-DL' }),
  c('Movie.2020.1080p.BluRay.DTS-HD-GRP', { group: 'GRP', audio: ['DTS-HD'] }),
  c('Show.S01E01-E02-GRP', { group: 'GRP', episodes: [1, 2] }),
  c('Movie.2020.German.DL.1080p.WEB.x264-iNTERNAL-GRP', { group: 'GRP', internal: true }),
  c('Movie.2020.1080p.WEB-DL.H264-GRP.LT', { group: 'GRP.LT', title: 'Movie' }),
  c('Movie.2020.720p.BluRay.x264-YTS.MX', { group: 'YTS.MX' }),
  c('Movie.2020.1080p.WEB-DL.H264-GRP.English', { group: 'GRP' }),
  c('Movie (2020) 1080p BluRay x265 10bit AAC 5.1 [TEAMX]', { title: 'Movie', year: 2020, group: 'TEAMX' }),
  c('Movie.2020.1080p.BluRay.x265-[TEAMX]', { group: 'TEAMX' }),
  c('Movie (2020) [1080p] [BluRay] [5.1] [YTS.MX]', { group: null, source: 'BluRay' }),
  c('Movie (2020) [1080p]', { group: null, resolution: '1080p' }),
  c('Movie (2020) [WEBRip] [rarbg]', { group: null, source: 'WEBRip' }),
  c('Movie (2020) 1080p BluRay [8DE44442]', { group: null }),
  c('Movie (2020) 1080p BluRay [German]', { group: null, languages: ['de'] }),
  c('Movie.2020.1080p.BluRay.x264-GRP-Scrambled', { group: 'GRP' }),
  c('Movie.2020.1080p.BluRay.x264-GRP-Obfuscated', { group: 'GRP' }),
  c('Movie.2020.1080p.BluRay.x264-GRP[rarbg]', { group: 'GRP' }),
  c('Movie.2020.1080p.BluRay.x264-GRP [TGx]', { group: 'GRP' }),
  c('Movie.2020.1080p.BluRay.x264-GRP.mkv', { group: 'GRP' }),
  c('Movie.2020.1080p.BluRay.x264-GRP-[site.xyz]', { group: 'GRP' }),
  c('Movie 2020 1080p BluRay REMUX AVC DTS-HD MA 5.1-GRP', { group: 'GRP', audioChannels: '5.1' }),
  c('Movie 2020 1080p WEB-DL DD2.0-GRP', { group: 'GRP' }),
  c('Artist-Album-2023-MP3-320kbps-GRP', { group: 'GRP', type: 'music' }),
  c('Movie.2020.1080p.BluRay.x264-3D-GRP', { group: 'GRP' }),
];
