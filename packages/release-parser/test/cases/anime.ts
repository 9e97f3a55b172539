import { c } from './case';
import type { ReleaseCase } from './case';

/** Anime: leading [SubGroup], " - 12" absolute numbering, E1071 style, trailing CRC. */
export const ANIME_CASES: ReleaseCase[] = [
  c('[SubsPlease] Frieren - 12 (1080p) [ABCD1234].mkv', {
    title: 'Frieren',
    type: 'tv',
    absoluteEpisode: 12,
    season: null,
    episodes: [],
    resolution: '1080p',
    group: 'SubsPlease',
  }),
  c('[HorribleSubs] One Piece - 1071 [1080p].mkv', {
    title: 'One Piece',
    absoluteEpisode: 1071,
    group: 'HorribleSubs',
  }),
  c('[HorribleSubs] Detective Conan - 862 [1080p].mkv', { title: 'Detective Conan', absoluteEpisode: 862 }),
  c('[HorribleSubs] Clockwork Planet - 10 [480p].mkv', { absoluteEpisode: 10, resolution: '480p' }),
  c('[Erai-raws] Shingeki no Kyojin - The Final Season - 28 [1080p][Multiple Subtitle]', {
    title: 'Shingeki no Kyojin - The Final Season',
    absoluteEpisode: 28,
    group: 'Erai-raws',
  }),
  c('[SubsPlease] Spy x Family S2 - 05 (1080p) [ABCD1234].mkv', {
    title: 'Spy x Family',
    season: 2,
    episodes: [5],
    absoluteEpisode: null,
  }),
  c('[Judas] Golden Kamuy (Season 2) [1080p][HEVC x265 10bit][Multi-Subs]', {
    title: 'Golden Kamuy',
    season: 2,
    fullSeason: true,
    videoCodec: 'x265',
    bitDepth: 10,
    group: 'Judas',
  }),
  c('[SubsPlease] Oshi no Ko - 01v2 (720p).mkv', {
    title: 'Oshi no Ko',
    absoluteEpisode: 1,
    resolution: '720p',
  }),
  c('[SubsPlease] Jujutsu Kaisen - 47 (1080p) [F00DCAFE].mkv', {
    title: 'Jujutsu Kaisen',
    absoluteEpisode: 47,
  }),
  c('[Anime Time] Naruto - 001 [720p]', { title: 'Naruto', absoluteEpisode: 1, group: 'Anime Time' }),
  c('[Erai-raws] Kimetsu no Yaiba - 11 [1080p][Multiple Subtitle][ENG][POR-BR]', {
    title: 'Kimetsu no Yaiba',
    absoluteEpisode: 11,
  }),
  c('[EMBER] Vinland Saga S02E01 [1080p] [HEVC WEBRip]', {
    title: 'Vinland Saga',
    season: 2,
    episodes: [1],
    source: 'WEBRip',
    videoCodec: 'H.265',
    group: 'EMBER',
  }),
  c('[ASW] Bocchi the Rock! - 03 [1080p HEVC][12345678].mkv', {
    title: 'Bocchi the Rock!',
    absoluteEpisode: 3,
  }),
  c('One.Piece.E1071.German.DL.1080p.WEB.x264-GRP', {
    title: 'One Piece',
    type: 'tv',
    absoluteEpisode: 1071,
    languages: ['de'],
    dualLanguage: true,
  }),
  c('Naruto.Shippuden.E500.German.Subbed.1080p.WEB.x264-GRP', {
    title: 'Naruto Shippuden',
    absoluteEpisode: 500,
    subtitles: ['de'],
    languages: [],
  }),
  c('Attack.on.Titan.S04E28.German.DL.AAC.1080p.WEB.x264-GRP', {
    title: 'Attack on Titan',
    season: 4,
    episodes: [28],
    audio: ['AAC'],
  }),
  c('Detective.Conan.Episode.1000.German.Subbed.720p.WEB.x264-GRP', {
    title: 'Detective Conan',
    absoluteEpisode: 1000,
  }),
  c('Dragon.Ball.Z.E001.German.DL.DVDRip.x264-GRP', { title: 'Dragon Ball Z', absoluteEpisode: 1 }),
  c('Pokemon.EP05.German.720p.WEB.x264-GRP', { title: 'Pokemon', absoluteEpisode: 5 }),
  c('Frieren.Beyond.Journeys.End.S01E12.German.DL.AAC.1080p.WEB.H264-GRP', {
    title: 'Frieren Beyond Journeys End',
    season: 1,
    episodes: [12],
  }),
  c('[Group] Title - 05 [Dual Audio][1080p]', { absoluteEpisode: 5, dualLanguage: true }),
  c('[Group] Title - 12 (BD 1080p FLAC)', {
    absoluteEpisode: 12,
    source: 'BluRay',
    audio: ['FLAC'],
    type: 'tv',
  }),
  c('[Group] Title Movie (2019) [BD 1080p]', { title: 'Title Movie', year: 2019, type: 'movie' }),
  c('[Group] Title - 24 END [720p]', { absoluteEpisode: 24 }),
  c('[Group] Title (2019) - 05 [1080p]', { title: 'Title', absoluteEpisode: 5 }),
  c('[Commie]_Some_Anime_Show_-_11_[65F220B4]', {
    title: 'Some Anime Show',
    absoluteEpisode: 11,
    group: 'Commie',
  }),
  c('[SubDESU]_Show_One_07_(1280x720_x264-AAC)_[6B7FD717]', { title: 'Show One', absoluteEpisode: 7 }),
  c('[ChihiroDesuYo].Series.Title.-.09.1280x720.10bit.AAC.[24CCE81D]', {
    title: 'Series Title',
    absoluteEpisode: 9,
    resolution: '720p',
  }),
  c('[Hatsuyuki]Series_Title-01[1280x720][122E6EF8]', { title: 'Series Title', absoluteEpisode: 1 }),
  c('[CR] Series Title - 004 [480p][48CE2D0F]', { title: 'Series Title', absoluteEpisode: 4, group: 'CR' }),
  c('[HorribleSubs] Series Title 2 - 05 [720p].mkv', { title: 'Series Title 2', absoluteEpisode: 5 }),
  c('[K-F] Some Anime Show 214', { title: 'Some Anime Show', absoluteEpisode: 214 }),
];
