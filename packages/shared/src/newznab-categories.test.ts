import { describe, expect, it } from 'vitest';
import { categoryOf, qualityClassOf } from './newznab-categories';

const video = (
  type: 'MOVIE' | 'TV',
  qualityClass: string | null,
  qualityModifier: string | null,
  source: string | null,
) => categoryOf({ type, qualityClass, qualityModifier, source, audio: [] });

describe('categoryOf', () => {
  it('sorts TV by the quality class: an HDTV XviD episode is SD, a stated 720p HD, 2160p UHD', () => {
    expect(video('TV', '480p', null, 'HDTV')).toBe(5030);
    expect(video('TV', '720p', null, 'HDTV')).toBe(5040);
    expect(video('TV', '1080p', 'disc', 'BluRay')).toBe(5040);
    expect(video('TV', '2160p', null, 'WEB-DL')).toBe(5045);
    expect(video('TV', null, null, 'CAM')).toBe(5050);
  });

  it('puts full discs into Movies/BluRay and Movies/DVD, remuxes and encodes by class', () => {
    expect(video('MOVIE', '1080p', 'disc', 'BluRay')).toBe(2050);
    expect(video('MOVIE', '2160p', 'disc', 'UHD BluRay')).toBe(2050);
    expect(video('MOVIE', '480p', 'disc', 'DVD')).toBe(2070);
    expect(video('MOVIE', '1080p', 'remux', 'BluRay')).toBe(2040);
    expect(video('MOVIE', '2160p', 'remux', 'UHD BluRay')).toBe(2045);
    expect(video('MOVIE', '720p', 'encode', 'BluRay')).toBe(2040);
    expect(video('MOVIE', '480p', 'encode', 'DVDRip')).toBe(2030);
    expect(video('MOVIE', null, null, 'TS')).toBe(2020);
  });

  it('sorts music by audio format and anything else into Other/Misc', () => {
    const music = (audio: string[]) =>
      categoryOf({ type: 'MUSIC', qualityClass: null, qualityModifier: null, source: null, audio });
    expect(music(['FLAC'])).toBe(3040);
    expect(music(['MP3'])).toBe(3010);
    expect(music([])).toBe(3050);
    expect(video('TV', null, null, null)).toBe(5050);
    expect(
      categoryOf({ type: 'UNKNOWN', qualityClass: '1080p', qualityModifier: null, source: null, audio: [] }),
    ).toBe(8010);
  });
});

describe('qualityClassOf', () => {
  it('keeps the four classes, reads 576p as SD and anything else as none', () => {
    expect(['2160p', '1080p', '720p', '480p', '576p', null, '360p'].map(qualityClassOf)).toEqual([
      '2160p',
      '1080p',
      '720p',
      '480p',
      '480p',
      null,
      null,
    ]);
  });
});
