import { c } from './case';
import type { ReleaseCase } from './case';

/** Audio languages in their many spellings, subtitle lists, and words that only look like languages. */
export const LANGUAGE_CASES: ReleaseCase[] = [
  c('Film.2019.SwissGerman.720p.WEB.x264-GRP', { title: 'Film', languages: ['de'] }),
  c('Film.2019.SWISSGERMAN.DL.1080p.WEB.x264-GRP', { languages: ['de'], dualLanguage: true }),
  c('Film.2019.Swiss.German.1080p.WEB.x264-GRP', { languages: ['de'] }),
  c('Film.2019.Deu.1080p.BluRay.x264-GRP', { languages: ['de'] }),
  c('Film.2019.DEU.ENG.1080p.BluRay.x264-GRP', { languages: ['de', 'en'] }),
  c('Film.2019.Ger.720p.BluRay.x264-GRP', { languages: ['de'] }),
  c('Film.2019.RoDubbed.720p.WEB.x264-GRP', { languages: ['ro'], dubbed: true }),
  c('Film.2019.ItaDub.720p.WEB.x264-GRP', { languages: ['it'], dubbed: true }),
  c('Film.2019.BG.AUDIO.720p.WEB.x264-GRP', { languages: ['bg'] }),
  c('Film.2019.ENG.AUDIO.720p.WEB.x264-GRP', { languages: ['en'] }),
  c('Film.2019.HUN.Audio.720p.WEB.x264-GRP', { languages: ['hu'] }),
  c('Film.2019.Ukr/Eng.1080p.WEB-DL.H264-GRP', { languages: ['uk', 'en'] }),
  c('Film (2019) [EN+ES] 1080p WEB-DL H264-GRP', { title: 'Film', year: 2019, languages: ['en', 'es'] }),
  c('Film.2019.GER+ENG.1080p.WEB-DL.H264-GRP', { languages: ['de', 'en'] }),
  c('Film.2019.1080p.[FR+EN+DE].WEB-DL.H264-GRP', { languages: ['de', 'fr', 'en'] }),
  c('Film.2019.1080p.WEB-DL.Disney+.H264-GRP', { languages: [] }),
  c('Film.2019.CATALAN.1080p.WEB.x264-GRP', { languages: ['ca'] }),
  c('Film.2019.1080p.WEB-DL.Malayalam.x264-GRP', { languages: ['ml'] }),
  c('Show.S01E01.Vietsub.720p.WEB.x264-GRP', { subtitles: ['vi'], languages: [] }),
  // Subtitle lists are not audio.
  c('Film.2019.Ger.Eng.Sub.1080p.WEB.x264-GRP', { languages: [], subtitles: ['de', 'en'] }),
  c('Film.2019.Eng.Ger.Fre.Subs.1080p.WEB.x264-GRP', { languages: [], subtitles: ['en', 'de', 'fr'] }),
  c('Film.2019.German.Eng.Ger.Subs.1080p.BluRay.x264-GRP', {
    languages: ['de'],
    subtitles: ['en', 'de'],
  }),
  c('Film.2019.English.Dutch.Subs.1080p.WEB.x264-GRP', { languages: ['en'], subtitles: ['nl'] }),
  c('Film.2019.German.DL.Ger.Sub.1080p.BluRay.x264-GRP', {
    languages: ['de'],
    subtitles: ['de'],
    dualLanguage: true,
  }),
  // Title words are not languages.
  c('Show.S02E04.German.Night.1080p.WEB.H264-GRP', { languages: [] }),
  c('Show.S02E05.The.English.Patient.720p.HDTV.x264-GRP', { languages: [] }),
  c('Show.S02E06.German.1080p.WEB.H264-GRP', { languages: ['de'] }),
  c('Show.S02E07.German.DL.1080p.WEB.H264-GRP', { languages: ['de'], dualLanguage: true }),
  c('Die.Deutschen.S01E01.German.720p.HDTV.x264-GRP', { title: 'Die Deutschen', languages: ['de'] }),
  c('Portugal.The.Man.2021.1080p.WEB.H264-GRP', { title: 'Portugal The Man', languages: [] }),
];
