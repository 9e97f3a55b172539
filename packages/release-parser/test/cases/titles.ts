import { c } from './case';
import type { ReleaseCase } from './case';

/** Alternative titles (AKA, two scripts) and titles that start with numbers or years. */
export const TITLE_CASES: ReleaseCase[] = [
  c('Der.Untergang.AKA.Downfall.2004.1080p.BluRay.x264-GRP', {
    title: 'Der Untergang',
    alternativeTitles: ['Downfall'],
    year: 2004,
  }),
  c('Das.Leben.der.Anderen.aka.The.Lives.of.Others.2006.720p.BluRay.x264-GRP', {
    title: 'Das Leben der Anderen',
    alternativeTitles: ['The Lives of Others'],
  }),
  c('Lola rennt a.k.a. Run Lola Run 1998 1080p BluRay x264-GRP', {
    title: 'Lola rennt',
    alternativeTitles: ['Run Lola Run'],
    year: 1998,
  }),
  c('Show.AKA.Serie.S01E02.German.720p.WEB.x264-GRP', {
    title: 'Show',
    alternativeTitles: ['Serie'],
    season: 1,
    languages: ['de'],
  }),
  c('Movie.One.AKA.Movie.Two.AKA.Movie.Three.2010.1080p.WEB.H264-GRP', {
    title: 'Movie One',
    alternativeTitles: ['Movie Two', 'Movie Three'],
  }),
  c('Слово пацана / Boy’s Word (2023) WEB-DL 1080p', {
    title: 'Слово пацана',
    alternativeTitles: ['Boy’s Word'],
    year: 2023,
    resolution: '1080p',
  }),
  c('Меч / The Sword / S01E02 (2021) WEB-DL 720p', {
    title: 'Меч',
    alternativeTitles: ['The Sword'],
    season: 1,
    episodes: [2],
  }),
  c('AC/DC.Live.at.River.Plate.2011.1080p.BluRay.x264-GRP', {
    title: 'AC DC Live at River Plate',
    alternativeTitles: [],
  }),
  c('Plain.Movie.2010.1080p.BluRay.x264-GRP', { title: 'Plain Movie', alternativeTitles: [] }),
  c('Akira.1988.1080p.BluRay.x264-GRP', { title: 'Akira', alternativeTitles: [] }),
  c('Alaska.Daily.S01E01.1080p.WEB.H264-GRP', { title: 'Alaska Daily', alternativeTitles: [] }),
  // Words that introduce the numbering are not the title.
  c('Der.Landarzt.Die.komplette.Staffel.3.German.720p.WEB.x264-GRP', {
    title: 'Der Landarzt',
    season: 3,
    fullSeason: true,
  }),
  c('Some.Show.Complete.S02.720p.WEB.x264-GRP', { title: 'Some Show', season: 2, complete: true }),
  c('The.Complete.Works.S01E01.720p.WEB.x264-GRP', { title: 'The Complete Works', episodes: [1] }),
  c('Markus.Lanz.vom.14.11.2023.German.720p.WEB.h264-GRP', { title: 'Markus Lanz', airDate: '2023-11-14' }),
  c('heute-show.vom.10.11.2023.German.720p.WEB.h264-GRP', { title: 'heute-show', airDate: '2023-11-10' }),
  c('Late.Show.from.2023.11.14.720p.WEB.h264-GRP', { title: 'Late Show', airDate: '2023-11-14' }),
  // Titles that start with a number or a year.
  c('2012.2009.1080p.BluRay.x264-GRP', { title: '2012', year: 2009 }),
  c('1923.S01E03.1080p.WEB.H264-GRP', { title: '1923', season: 1, episodes: [3] }),
  c('1883.S01.1080p.WEB.H264-GRP', { title: '1883', season: 1, fullSeason: true }),
  c('11.22.63.S01E01.720p.HDTV.x264-GRP', { title: '11 22 63', season: 1 }),
  c('21.Bridges.2019.720p.BluRay.x264-GRP', { title: '21 Bridges', year: 2019 }),
  c('300.2006.1080p.BluRay.x264-GRP', { title: '300', year: 2006 }),
  c('9.Tage.wach.2020.German.1080p.WEB.H264-GRP', { title: '9 Tage wach', year: 2020, languages: ['de'] }),
  c('1000.Arten.Regen.zu.beschreiben.2017.German.1080p.WEB.H264-GRP', {
    title: '1000 Arten Regen zu beschreiben',
    year: 2017,
  }),
];
