import { describe, expect, it } from 'vitest';
import { hasLetterAndDigit, passwordStrength, strengthLabelIndex } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['ÄÖÜäöüß1', 4],
    ['!!!', 1],
    ['12345678', 2],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('maps scores to the five labels', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabelIndex)).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it('checks the letter + digit warning rule', () => {
    expect(hasLetterAndDigit('abcdefgh')).toBe(false);
    expect(hasLetterAndDigit('12345678')).toBe(false);
    expect(hasLetterAndDigit('abc12345')).toBe(true);
    expect(hasLetterAndDigit('über1234')).toBe(true);
  });
});
