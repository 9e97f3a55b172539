import { describe, expect, it } from 'vitest';

// setup.ts loads every module under features/ before the first test, so that no test file can
// end while a lazy page is still loading (the module runner would keep that failure for the
// rest of the worker). That only holds while every lazily loaded module lives there.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// The glob's keys are relative to this file; URLs resolve each import against its own file.
const HERE = 'file:///src/test/lazy-modules.test.ts';

describe('lazily loaded modules', () => {
  it('all live under features/, where the test setup loads them first', () => {
    const lazy = Object.entries(sources).flatMap(([file, source]) =>
      [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map(
        (match) => new URL(match[1]!, new URL(file, HERE)).pathname,
      ),
    );
    expect(lazy.length).toBeGreaterThan(30);
    expect(lazy.filter((target) => !target.startsWith('/src/features/'))).toEqual([]);
  });
});
