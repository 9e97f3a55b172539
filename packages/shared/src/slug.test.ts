import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (spec 000 §9)', () => {
  it.each([
    ['Metropolis', 1927, 'metropolis-1927'],
    ['  Das Cabinet des Dr. Caligari ', 1920, 'das-cabinet-des-dr-caligari-1920'],
    ['Die Büchse der Pandora', 1929, 'die-buechse-der-pandora-1929'],
    ['Schöne Grüße aus Köln', undefined, 'schoene-gruesse-aus-koeln'],
    ['Straße', null, 'strasse'],
    ['M - Eine Stadt sucht einen Mörder', 1931, 'm-eine-stadt-sucht-einen-moerder-1931'],
    ['--Hello -- World--', undefined, 'hello-world'],
    ['Marvel’s Agents of S.H.I.E.L.D.', 2013, 'marvel-s-agents-of-s-h-i-e-l-d-2013'],
    ['snake_case_title', undefined, 'snake_case_title'],
    ['Amélie', 2001, 'amelie-2001'],
    ['ÄÖÜ', undefined, 'aeoeue'],
  ])('%s (%s) → %s', (title, year, expected) => {
    expect(slugify(title, year)).toBe(expected);
  });

  it('gives an empty slug for an empty title, even with a year', () => {
    expect(slugify('', 2020)).toBe('');
    expect(slugify('   ', 2020)).toBe('');
    expect(slugify('!!!', 2020)).toBe('');
  });
});
