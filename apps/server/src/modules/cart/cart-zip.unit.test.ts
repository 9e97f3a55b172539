import { describe, expect, it } from 'vitest';
import { uniqueNames } from './cart-zip';

describe('uniqueNames', () => {
  it('numbers repeated names, ignoring case, before the extension', () => {
    expect(uniqueNames(['A.nzb', 'a.nzb', 'B.nzb', 'A.nzb', 'A (2).nzb'])).toEqual([
      'A.nzb',
      'a (2).nzb',
      'B.nzb',
      'A (3).nzb',
      'A (2) (2).nzb',
    ]);
  });
});
