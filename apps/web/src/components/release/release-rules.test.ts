import { describe, expect, it } from 'vitest';
import { release } from '../../test/fixtures';
import {
  audioLanguageNames,
  bestRelease,
  languageClass,
  qualityClass,
  qualityLabel,
  releaseKind,
  incompleteNote,
  releaseLink,
  resolutionRank,
  seriesResolution,
  withCompletion,
} from './release-rules';

describe('completion of a release the indexer made', () => {
  it('says how much arrived only when something is missing', () => {
    expect(incompleteNote(release({ completion: 80 }))).toBe('80 % vollständig');
    expect(withCompletion('1,2 GB', release({ completion: 80 }))).toBe('1,2 GB · 80 % vollständig');
    expect(incompleteNote(release({ completion: 100 }))).toBeNull();
    expect(withCompletion('1,2 GB', release({ completion: null }))).toBe('1,2 GB');
  });
});

describe('release type', () => {
  it.each([
    [{ type: 'movie', parsedType: 'MOVIE' }, 'movie'],
    [{ type: 'series', parsedType: 'TV' }, 'series'],
    [{ type: 'unknown', parsedType: 'TV' }, 'series'],
    [{ type: null, parsedType: 'episode' }, 'series'],
    [{ type: 'music', parsedType: 'MUSIC' }, 'music'],
    [{ type: 'unknown', parsedType: 'UNKNOWN' }, 'unknown'],
    [{ type: undefined, parsedType: undefined }, 'unknown'],
  ] as const)('%o is a %s', (value, kind) => {
    expect(releaseKind(value)).toBe(kind);
  });

  it('links to the movie, the series or the episode of the series', () => {
    expect(releaseLink(release())).toBe('/movies/metropolis-1927');
    expect(
      releaseLink(
        release({
          movie: null,
          series: { id: 7, slug: 'elbnebel-2017', title: 'Elbnebel' },
          episode: { id: 102, episodeNumber: 2, title: null, season: { seasonNumber: 1, seriesId: 7 } },
        }),
      ),
    ).toBe('/series/elbnebel-2017?season=1&episode=2');
    expect(releaseLink(release({ movie: null, series: null }))).toBeNull();
  });
});

describe('language flag', () => {
  it('German only, German plus another language, otherwise English', () => {
    expect(languageClass({ humanAudioLanguages: ['German'] })).toBe('de');
    expect(languageClass({ humanAudioLanguages: ['Deutsch', 'de'] })).toBe('de');
    expect(languageClass({ humanAudioLanguages: ['German', 'English'] })).toBe('de+');
    expect(languageClass({ humanAudioLanguages: ['English'] })).toBe('en');
    expect(languageClass({ humanAudioLanguages: ['French', 'Japanese'] })).toBe('en');
  });

  it('reads every form the spec lists: objects, a delimited string, one object', () => {
    expect(
      audioLanguageNames([
        { name: 'Deutsch', iso: 'de' },
        { name: 'English', iso: 'en' },
      ]),
    ).toEqual(['de', 'English']);
    expect(audioLanguageNames('German, English')).toEqual(['German', 'English']);
    expect(audioLanguageNames('German/English|French')).toEqual(['German', 'English', 'French']);
    expect(audioLanguageNames({ iso: 'ger' })).toEqual(['ger']);
    expect(languageClass({ humanAudioLanguages: 'German;English' })).toBe('de+');
    expect(languageClass({ humanAudioLanguages: { name: 'German' } })).toBe('de');
  });

  it("falls back to the server's reading of the name when no audio languages are known", () => {
    expect(languageClass({ humanAudioLanguages: [], language: 'de' })).toBe('de');
    expect(languageClass({ humanAudioLanguages: null, language: 'de+' })).toBe('de+');
    expect(languageClass({ humanAudioLanguages: [], language: 'other' })).toBe('en');
    expect(languageClass({})).toBe('en');
  });
});

describe('quality', () => {
  it('ranks 2160/4k = 4, 1080 = 3, 720 = 2, anything else 1', () => {
    expect(resolutionRank('2160p')).toBe(4);
    expect(resolutionRank('4K')).toBe(4);
    expect(resolutionRank('1080p')).toBe(3);
    expect(resolutionRank('1080i')).toBe(3);
    expect(resolutionRank('720p')).toBe(2);
    expect(resolutionRank('576p')).toBe(1);
    expect(resolutionRank(null)).toBe(1);
  });

  it('classes resolutions as 4k, fhd, hd and sd', () => {
    expect(['2160p', '1080p', '720p', '480p', 'SD'].map(qualityClass)).toEqual([
      '4k',
      'fhd',
      'hd',
      'sd',
      'sd',
    ]);
  });

  it('labels the episode page: 2160p → 4K, 1080p → FHD, 720p → HD, 480p → SD', () => {
    expect(['2160p', '1080p', '720p', '480p'].map(qualityLabel)).toEqual(['4K', 'FHD', 'HD', 'SD']);
    expect(qualityLabel(null)).toBe('SD');
  });

  it('shows the series resolution as given, or SD when empty', () => {
    expect(seriesResolution('1080p')).toBe('1080p');
    expect(seriesResolution('576p')).toBe('576p');
    expect(seriesResolution(null)).toBe('SD');
    expect(seriesResolution('')).toBe('SD');
  });
});

describe('best release', () => {
  const gb = 1024 ** 3;
  it('takes the highest resolution rank', () => {
    const uhd = release({ id: 1, resolution: '2160p', size: 60 * gb });
    const fhd = release({ id: 2, resolution: '1080p', size: 8 * gb });
    expect(bestRelease([fhd, uhd])?.id).toBe(1);
  });

  it('takes the smaller file on a tie', () => {
    const big = release({ id: 1, resolution: '1080p', size: 12 * gb });
    const small = release({ id: 2, resolution: '1080p', size: 7 * gb });
    expect(bestRelease([big, small])?.id).toBe(2);
  });

  it('reads the parsed resolution when the resolution is missing', () => {
    const parsed = release({ id: 1, resolution: null, parsedResolution: '720p', size: 2 * gb });
    const unknown = release({ id: 2, resolution: null, parsedResolution: null, size: gb });
    expect(bestRelease([unknown, parsed])?.id).toBe(1);
  });

  it('only offers releases with an NZB, and none from an empty list', () => {
    const noNzb = release({ id: 1, resolution: '2160p', nzbPath: null });
    const ok = release({ id: 2, resolution: '720p' });
    expect(bestRelease([noNzb, ok])?.id).toBe(2);
    expect(bestRelease([noNzb])).toBeNull();
    expect(bestRelease([])).toBeNull();
  });
});
