import { parseReleaseName } from '@nzbkino/release-parser';
import { describe, expect, it } from 'vitest';
import { parseSubject } from './parse-subject';

/*
 * The chain the indexer runs: subject → release name (this grammar) → facts (the release-name
 * parser, unchanged). The name the grammar hands on must parse as the posted name does.
 */
interface Expected {
  title: string;
  year?: number;
  season?: number;
  episodes?: number[];
  fullSeason?: boolean;
  resolution: string;
}

const CASES: [string, Expected][] = [
  [
    '[0815]-[FULL]-[#a.b.german.serien@EFNet]-[ Der.Tatortreiniger.S07E01.German.720p.WEB.h264-GRP ]-[03/24] - "tatortreiniger.s07e01.r01" yEnc (12/50)',
    { title: 'Der Tatortreiniger', season: 7, episodes: [1], resolution: '720p' },
  ],
  [
    '[07/63] - "Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS.vol03+04.par2" yEnc (1/5)',
    { title: 'Die Fälscher', year: 2007, resolution: '1080p' },
  ],
  [
    'Das.Mädchen.vom.Moorhof.1958.German.1080p.HDTV.x264-NZBKINO - "moorhof.part01.rar" - 1,4 GB - yEnc (1/120)',
    { title: 'Das Mädchen vom Moorhof', year: 1958, resolution: '1080p' },
  ],
  [
    'Stromberg.S05.German.DL.720p.BluRay.x264-NZBKINO [11/80] - "Stromberg.S05E03.German.DL.720p.BluRay.x264-NZBKINO.mkv" yEnc (1/950)',
    { title: 'Stromberg', season: 5, fullSeason: true, resolution: '720p' },
  ],
  [
    '[www.saugstube.info] Der Bergdoktor S16E02 German 1080p WEB h264-NZBKINO [02/30] - "bergdoktor.s16e02.7z.002" yEnc (40/71)',
    { title: 'Der Bergdoktor', season: 16, episodes: [2], resolution: '1080p' },
  ],
  [
    'Re: Großstadtrevier.S34E05.German.720p.WEB.h264-NZBKINO.part03.rar (7/40)',
    { title: 'Großstadtrevier', season: 34, episodes: [5], resolution: '720p' },
  ],
  [
    Buffer.from(
      'Der.Hauptmann.von.Köpenick.1956.GERMAN.1080p.BluRay.x264-NZBKINO [1/9] - "hvk.nfo" yEnc (1/1)',
      'utf8',
    ).toString('latin1'),
    { title: 'Der Hauptmann von Köpenick', year: 1956, resolution: '1080p' },
  ],
];

describe('subject → release name → release-name parser', () => {
  it.each(CASES)('%s', (subject, expected) => {
    const parsed = parseSubject(subject);
    expect(parsed).not.toBeNull();
    const release = parseReleaseName(parsed!.releaseName);
    expect(release.title).toBe(expected.title);
    expect(release.resolution).toBe(expected.resolution);
    expect(release.languages).toContain('de');
    expect(release.year).toBe(expected.year ?? null);
    expect(release.season).toBe(expected.season ?? null);
    expect(release.episodes).toEqual(expected.episodes ?? []);
    expect(release.fullSeason).toBe(expected.fullSeason ?? false);
  });
});
