import { describe, expect, it } from 'vitest';

// setup.ts loads every module under features/ before the first test, so that no test file can
// end while a lazy page is still loading (the module runner would keep that failure for the
// rest of the worker). That only holds while every lazily loaded module lives there.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function resolve(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

describe('lazily loaded modules', () => {
  it('all live under features/, where the test setup loads them first', () => {
    const lazy = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => resolve(file, match[1]!)),
    );
    expect(lazy.length).toBeGreaterThan(30);
    expect(lazy.filter((target) => !target.startsWith('../features/'))).toEqual([]);
  });
});
