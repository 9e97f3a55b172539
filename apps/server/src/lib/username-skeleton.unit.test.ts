import { describe, expect, it } from 'vitest';
import { normalizeUsername, usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton', () => {
  it.each([
    'Admin',
    'ADMIN',
    'ａｄｍｉｎ',
    'аdmin',
    'АDMIN',
    'admin.',
    '.admin',
    'ad-min',
    'ad_min',
    'adrnin',
  ])('%s looks like admin', (name) => {
    expect(usernameSkeleton(name)).toBe(usernameSkeleton('admin'));
  });

  it.each([
    ['admin', 'ädmin'],
    ['admin', 'admins'],
    ['anna', 'anne'],
    ['demo', 'memo'],
  ])('%s and %s stay apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });

  it('folds compatibility forms and outer spaces for storage, keeping case', () => {
    expect(normalizeUsername(' Ａｌｉｃｅ ')).toBe('Alice');
  });
});
