import { describe, expect, it } from 'vitest';
import { matchTitle, matchTitles } from './match-title';

describe('matchTitle', () => {
  it.each([
    ['Die Büchse der Pandora', 'die buechse der pandora'],
    ['Die.Buechse.der.Pandora', 'die buechse der pandora'],
    ['Das Cabinet des Dr. Caligari', 'das cabinet des dr caligari'],
    ['Marvel’s Agents of S.H.I.E.L.D.', 'marvels agents of s h i e l d'],
    ["Schindler's List", 'schindlers list'],
    ['Fast & Furious', 'fast and furious'],
    ['Amélie', 'amelie'],
    ['  Straße   der  Sehnsucht ', 'strasse der sehnsucht'],
    ['9-1-1', '9 1 1'],
  ])('%s → %s', (input, expected) => {
    expect(matchTitle(input)).toBe(expected);
  });
});

describe('matchTitles', () => {
  it('keeps both titles and the plain-vowel spelling of umlauts', () => {
    expect(matchTitles('Die Büchse der Pandora', "Pandora's Box").sort()).toEqual(
      ['die buchse der pandora', 'die buechse der pandora', 'pandoras box'].sort(),
    );
  });
  it('skips empty titles and duplicates', () => {
    expect(matchTitles('Metropolis', 'Metropolis', null, '')).toEqual(['metropolis']);
  });
});
