import { describe, expect, it } from 'vitest';
import { extractNfoIds } from './nfo-ids';

const none = { imdb: [], tmdbMovies: [], tmdbShows: [], tvdb: [], tvdbSlugs: [], tvmaze: [] };

describe('extractNfoIds', () => {
  it('finds the ids of a series NFO on every site and in every link form', () => {
    const text = [
      'Serie ..: Babylon Berlin - Staffel 4',
      'IMDb ...: http://imdb.com/title/tt4378376/ (Serie)',
      'TMDb ...: https://www.themoviedb.org/tv/72637-babylon-berlin?language=de-DE',
      'TVDB ...: http://thetvdb.com/?tab=series&id=328913&lid=14',
      '          https://www.thetvdb.com/index.php?lid=14&id=328913&tab=series',
      '          https://thetvdb.com/dereferrer/series/328914',
      '          https://thetvdb.com/series/babylon-berlin/seasons/official/4',
      '          <a href="https://thetvdb.com/?tab=episode&amp;seriesid=328915&amp;id=7012345">Folge</a>',
      'TVmaze .: https://www.tvmaze.com/shows/28171/babylon-berlin',
    ].join('\r\n');
    expect(extractNfoIds(text)).toEqual({
      imdb: ['tt4378376'],
      tmdbMovies: [],
      tmdbShows: [72637],
      tvdb: [328913, 328915, 328914],
      tvdbSlugs: ['babylon-berlin'],
      tvmaze: [28171],
    });
  });

  it('reads a TMDb movie link with a language in the path, and a numeric TVDB slug as a slug', () => {
    expect(extractNfoIds('themoviedb.org/de/movie/603 und https://thetvdb.com/series/1883')).toEqual({
      ...none,
      tmdbMovies: [603],
      tvdbSlugs: ['1883'],
    });
  });

  it('ignores look-alikes: ids glued to words, too few digits, an episode id, other hosts', () => {
    const text = [
      'Settt1234567 att1234567 tt123456 tt1234567890',
      'http://thetvdb.com/?tab=episode&id=7012345',
      'http://notthetvdb.com/?tab=series&id=1',
      'https://mythemoviedb.org/movie/5 https://fake-tvmaze.com/shows/9',
    ].join('\n');
    expect(extractNfoIds(text)).toEqual(none);
  });

  it('keeps at most 50 ids of a kind from an NFO that is a list', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `tt${String(1_000_000 + i)}`).join(' ');
    const ids = extractNfoIds(text).imdb;
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('tt1000000');
  });
});
