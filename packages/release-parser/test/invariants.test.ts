import { describe, expect, it } from 'vitest';
import { parseReleaseName } from '../src/index';

describe('parseReleaseName: invariants', () => {
  it('never throws on hostile input', () => {
    const inputs = [
      '',
      ' ',
      '-',
      '[',
      ']',
      '[]',
      '()',
      '.-.-.-',
      'S',
      'S01E',
      'E',
      'x264-',
      '-GRP',
      'a'.repeat(5000),
      'S01E01-E99999999',
      'Show.S01E01-E9999.720p',
      '2024.02.31',
      'İstanbul.2019.1080p',
      '\u0000\uFFFF',
      '[[[[Title]]]] - - - 12',
      ' / / / ',
      'A / B / C / 2019',
      'aka',
      'x aka aka a.k.a.',
      'a.k.a',
      'Title.Part',
      'Title.Part.1',
      'S01.Part',
      '5th Mar',
      '1st.Jan.',
      '[EN+ES+]',
      '+++',
      '-D-',
      'x264--GRP',
      '[]-[]',
    ];
    for (const input of inputs) expect(() => parseReleaseName(input)).not.toThrow();
  });

  it('keeps episode ranges bounded', () => {
    expect(parseReleaseName('Show.S01E01-E9999.720p').episodes.length).toBeLessThanOrEqual(201);
  });

  it('returns seasons that include season', () => {
    const parsed = parseReleaseName('Show.S02E01.720p.HDTV.x264-GRP');
    expect(parsed.seasons).toContain(parsed.season);
  });

  it('lists German first among audio languages', () => {
    expect(parseReleaseName('Movie.2019.English.French.German.1080p').languages[0]).toBe('de');
  });

  it('returns fresh arrays per call', () => {
    const first = parseReleaseName('Movie.2019.German.1080p');
    first.languages.push('xx');
    expect(parseReleaseName('Movie.2019.German.1080p').languages).toEqual(['de']);
  });
});
