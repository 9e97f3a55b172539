import { c } from './case';
import type { ReleaseCase } from './case';

/** Daily shows: air dates instead of episode numbers. */
export const DAILY_CASES: ReleaseCase[] = [
  c('The.Daily.Show.2024.03.15.Guest.720p.WEB.h264-GRP', {
    title: 'The Daily Show',
    type: 'tv',
    airDate: '2024-03-15',
    season: null,
    episodes: [],
    fullSeason: false,
    resolution: '720p',
    videoCodec: 'H.264',
    group: 'GRP',
  }),
  c('The.Daily.Show.2024-03-15.720p.WEB.h264-GRP', { title: 'The Daily Show', airDate: '2024-03-15' }),
  c('The Tonight Show Starring Jimmy Fallon 2024 03 15 720p WEB h264', {
    title: 'The Tonight Show Starring Jimmy Fallon',
    airDate: '2024-03-15',
  }),
  c('Tatort.15.03.2024.German.720p.HDTV.x264-GRP', {
    title: 'Tatort',
    airDate: '2024-03-15',
    languages: ['de'],
  }),
  c('Tagesschau.01.12.2023.GERMAN.720p.HDTV.x264-GRP', { title: 'Tagesschau', airDate: '2023-12-01' }),
  c('Show.03.25.2024.720p.HDTV.x264-GRP', { airDate: '2024-03-25' }),
  c('Wer.wird.Millionaer.2024.03.15.German.720p.HDTV.x264-ACED', {
    title: 'Wer wird Millionaer',
    airDate: '2024-03-15',
    group: 'ACED',
  }),
  c('WWE Monday Night Raw 2014 11 10 WS PDTV x264-RKOFAN1990', {
    title: 'WWE Monday Night Raw',
    airDate: '2014-11-10',
    source: 'HDTV',
  }),
  c('Conan.2019.01.24.Guest.Name.720p.WEB.x264-GRP', { title: 'Conan', airDate: '2019-01-24', year: null }),
  c('Jimmy.Kimmel.Live.2024.02.29.1080p.WEB.h264-GRP', { title: 'Jimmy Kimmel Live', airDate: '2024-02-29' }),
  c('Late.Night.with.Seth.Meyers.2023.10.05.Guest.1080p.WEB.H264-GRP', { airDate: '2023-10-05' }),
  c('GZSZ.2024.03.15.GERMAN.720p.WEB.h264-GRP', { title: 'GZSZ', airDate: '2024-03-15', languages: ['de'] }),
  c('Sturm.der.Liebe.28.02.2024.German.1080p.WEB.h264-GRP', {
    title: 'Sturm der Liebe',
    airDate: '2024-02-28',
  }),
  c('Markus.Lanz.2024-01-10.GERMAN.720p.WEB.x264-GRP', { title: 'Markus Lanz', airDate: '2024-01-10' }),
  c('Formula1.2024.03.02.Bahrain.Grand.Prix.Race.1080p.WEB.h264-GRP', {
    title: 'Formula1',
    airDate: '2024-03-02',
  }),
  c('UFC.300.2024.04.13.PPV.1080p.WEB.h264-GRP', { title: 'UFC 300', airDate: '2024-04-13' }),
  // Year-day-month when the middle number cannot be a month (the download tools swap them).
  c('Show.2024.13.01.720p.HDTV.x264-GRP', { airDate: '2024-01-13', year: null }),
  c('The.View.2024.03.15.720p.HDTV.x264-GRP', { title: 'The View', type: 'tv' }),
  c('Show.Name.2024.03.15.REPACK.720p.WEB.h264-GRP', { airDate: '2024-03-15', repack: true }),
  c('Show.Name.2024.03.15.German.DL.720p.WEB.h264-GRP', { airDate: '2024-03-15', dualLanguage: true }),
  c('Late.Talk.2013.25.04.HDTV.x264-GRP', { title: 'Late Talk', airDate: '2013-04-25', type: 'tv' }),
  c('Late.Talk.2013.32.04.HDTV.x264-GRP', { airDate: null }),
  c('Late.Talk.150312.HDTV.x264-GRP', { title: 'Late Talk', airDate: '2015-03-12' }),
  c('Late.Talk.990312.HDTV.x264-GRP', { airDate: '1999-03-12' }),
  c('Late.Talk.20150313.720p.WEB.h264-GRP', { title: 'Late Talk', airDate: '2015-03-13' }),
  c('Late.Talk.20151313.720p.WEB.h264-GRP', { airDate: null }),
  c('Late Talk 4th Apr 2023 720p WEB h264-GRP', { title: 'Late Talk', airDate: '2023-04-04', year: null }),
  c('Late.Talk.22nd.May.2023.720p.WEB.h264-GRP', { airDate: '2023-05-22' }),
  c('Late.Talk.1st.Oct.2022.720p.WEB.h264-GRP', { airDate: '2022-10-01' }),
  c('Late.Talk.3rd.March.2022.720p.WEB.h264-GRP', { airDate: '2022-03-03' }),
  c('Late.Talk.Mar.05.2022.720p.WEB.h264-GRP', { title: 'Late Talk', airDate: '2022-03-05' }),
  c('Spaetshow.12.Dezember.2022.German.720p.WEB.h264-GRP', { title: 'Spaetshow', airDate: '2022-12-12' }),
  // A part after an air date numbers the broadcast, not an episode.
  c('Late.Talk.2019.03.14.Part.2.720p.HDTV.x264-GRP', { airDate: '2019-03-14', season: null, episodes: [] }),
  // No date: a year beyond the next, a month 13 either way round.
  c('Late.Talk.2099.01.01.720p.WEB.h264-GRP', { airDate: null }),
  c('Late.Talk.991301.HDTV.x264-GRP', { airDate: null }),
];
