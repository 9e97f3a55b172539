import { describe, expect, it } from 'vitest';
import {
  COUNT_BUDGET,
  MAX_MERGED_PREFIX_TOKENS,
  ReleaseWordIndex,
  type WordQuery,
} from './release-word-index';
import type { IndexedRelease } from './word-index-base';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'matrix',
  'matrose',
  'mat',
  'mat2',
  'german',
  'germany',
  'dl',
  '1080p',
  '720p',
  'x264',
  'x265',
  'bluray',
  'web',
  'webrip',
  'der',
  'die',
  'das',
  'tod',
  'todesstern',
  's01e01',
  's01e02',
  'muede',
  'zeit',
  'zeitreise',
  'a',
  'ab',
  'abc',
  'dts',
  'hd',
  'ma',
  'group',
  'grp',
  'nosub',
  '2019',
  '2020',
  'film',
  'filmreif',
];

function makeRelease(rand: () => number, id: number): IndexedRelease {
  const lexemes = new Set<string>();
  const count = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) lexemes.add(WORDS[Math.floor(rand() * rand() * WORDS.length)]!);
  const createdMs = 1_700_000_000_000 + Math.floor(rand() * 500) * 60_000; // many equal times: id breaks ties
  return {
    id,
    createdMs,
    postedMs: createdMs - Math.floor(rand() * 3) * 3_600_000,
    size: Math.floor(rand() * 10) * 1e9,
    category: [2040, 2045, 5030, 5040][Math.floor(rand() * 4)]!,
    lexemes: [...lexemes],
  };
}

/** What the database answers: every criterion tested on every release. */
function expected(releases: Map<number, IndexedRelease>, q: WordQuery, need: number) {
  const hits = [...releases.values()]
    .filter(
      (r) =>
        q.exact.every((w) => r.lexemes.includes(w)) &&
        (q.prefix === undefined || r.lexemes.some((l) => l.startsWith(q.prefix!))) &&
        (!q.categories || q.categories.includes(r.category)) &&
        (q.postedAfterMs === undefined || r.postedMs > q.postedAfterMs) &&
        (q.minSize === undefined || r.size >= q.minSize) &&
        (q.maxSize === undefined || r.size <= q.maxSize),
    )
    .sort((a, b) => b.createdMs - a.createdMs || b.id - a.id);
  return { ids: hits.slice(0, need).map((r) => r.id), total: hits.length };
}

function randomQuery(rand: () => number): WordQuery {
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  const q: WordQuery = { exact: [] };
  const words = Math.floor(rand() * 3);
  for (let i = 0; i < words; i++) q.exact.push(pick());
  if (words === 0 || rand() < 0.5) q.prefix = pick().slice(0, 1 + Math.floor(rand() * 4));
  if (rand() < 0.3) q.categories = rand() < 0.5 ? [2040, 2045] : [5030];
  if (rand() < 0.2) q.postedAfterMs = 1_700_000_000_000 + Math.floor(rand() * 500) * 60_000;
  if (rand() < 0.2) q.minSize = 3e9;
  if (rand() < 0.2) q.maxSize = 7e9;
  return q;
}

/**
 * Ids exactly as the database gives them; the total exact, or, where the
 * index says it extrapolated (more than COUNT_BUDGET candidates), within 15 %
 * (a prefix's union counts a release holding two of its words twice).
 * Returns how many totals were extrapolated.
 */
function compare(
  index: ReleaseWordIndex,
  truth: Map<number, IndexedRelease>,
  rand: () => number,
  queries: number,
): number {
  let extrapolated = 0;
  for (let i = 0; i < queries; i++) {
    const q = randomQuery(rand);
    const need = 1 + Math.floor(rand() * 150);
    const hits = index.query(q, need);
    const want = expected(truth, q, need);
    expect({ q, need, ids: hits.ids }).toEqual({ q, need, ids: want.ids });
    if (hits.totalIsExact) {
      expect({ q, total: hits.total }).toEqual({ q, total: want.total });
    } else {
      extrapolated++;
      expect(Math.abs(hits.total - want.total), JSON.stringify(q)).toBeLessThanOrEqual(want.total * 0.15);
    }
  }
  return extrapolated;
}

/** Releases in creation order (id = order), every other one a film. */
const manyReleases = (n: number, lexemesOf: (i: number) => string[]): IndexedRelease[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    createdMs: i,
    postedMs: i,
    size: 1,
    category: i % 2 ? 2040 : 5030,
    lexemes: lexemesOf(i),
  }));

describe('ReleaseWordIndex', () => {
  it('answers as testing every release would, after adds, replacements and deletions', () => {
    const rand = random(7);
    const truth = new Map<number, IndexedRelease>();
    const initial = Array.from({ length: 2_000 }, (_, i) => makeRelease(rand, i + 1));
    for (const r of initial) truth.set(r.id, r);
    const index = new ReleaseWordIndex(initial);
    // Fewer releases than COUNT_BUDGET: every total is counted.
    expect(compare(index, truth, rand, 300)).toBe(0);

    // New releases, some created before the newest held ones (transactions commit out of order).
    const added = Array.from({ length: 800 }, (_, i) => makeRelease(rand, 3_000 + i));
    index.add(added);
    for (const r of added) truth.set(r.id, r);
    // Renamed or recategorised releases, in the base and in the tail; deleted ones in both.
    const replaced = [5, 17, 400, 1_999, 3_001, 3_500].map((id) => ({
      ...makeRelease(rand, id),
      lexemes: ['zeit', 'neu'],
    }));
    index.add(replaced);
    for (const r of replaced) truth.set(r.id, r);
    for (const id of [1, 2, 3, 1_000, 3_002, 3_799, 99_999]) {
      index.forget(id);
      truth.delete(id);
    }
    expect(compare(index, truth, rand, 400)).toBe(0);
    expect(index.query({ exact: ['neu'] }, 10).ids.sort((a, b) => a - b)).toEqual([
      5, 17, 400, 1_999, 3_001, 3_500,
    ]);
    expect(index.size).toBe(truth.size);
  });

  it('answers the same after the tail is folded into a new base', () => {
    const rand = random(11);
    const truth = new Map<number, IndexedRelease>();
    const index = new ReleaseWordIndex([]);
    for (let batch = 0; batch < 6; batch++) {
      const added = Array.from({ length: 10_001 }, (_, i) => makeRelease(rand, batch * 20_000 + i + 1));
      index.add(added);
      for (const r of added) truth.set(r.id, r);
    }
    // 60,000 releases: broad queries check more than COUNT_BUDGET and extrapolate, narrow ones count.
    const extrapolated = compare(index, truth, rand, 60);
    expect(extrapolated).toBeGreaterThan(0);
    expect(extrapolated).toBeLessThan(60);
  });

  it('finds nothing for a word no release holds, and a prefix only at word starts', () => {
    const r = (id: number, lexemes: string[]): IndexedRelease => ({
      id,
      createdMs: id,
      postedMs: id,
      size: 1,
      category: 2040,
      lexemes,
    });
    const index = new ReleaseWordIndex([r(1, ['matrix', 'reloaded']), r(2, ['animatrix'])]);
    expect(index.query({ exact: ['nowhere'] }, 10)).toEqual({ ids: [], total: 0, totalIsExact: true });
    expect(index.query({ exact: [], prefix: 'matr' }, 10).ids).toEqual([1]);
    expect(index.query({ exact: ['reloaded'], prefix: 'zzz' }, 10).ids).toEqual([]);
    index.add([r(3, ['matrose'])]);
    expect(index.query({ exact: [], prefix: 'matr' }, 10).ids).toEqual([3, 1]);
  });

  it('extrapolates the total of a huge result from the releases it checked', () => {
    const n = COUNT_BUDGET + 50_000;
    const index = new ReleaseWordIndex(manyReleases(n, () => ['german']));
    const hits = index.query({ exact: ['german'], categories: [2040] }, 100);
    expect(hits.ids.slice(0, 3)).toEqual([n, n - 2, n - 4]);
    expect(hits.totalIsExact).toBe(false);
    expect(Math.abs(hits.total - n / 2)).toBeLessThan(n * 0.01);
    // Unfiltered, one word, nothing deleted: its posting list's length is the exact total.
    expect(index.query({ exact: ['german'] }, 100)).toMatchObject({ total: n, totalIsExact: true });
    index.forget(5);
    // With a deletion the walk tests liveness and stops at the budget: an estimate.
    const afterDeletion = index.query({ exact: ['german'] }, 100);
    expect(afterDeletion.totalIsExact).toBe(false);
    expect(Math.abs(afterDeletion.total - n)).toBeLessThan(n * 0.01);
  });

  it('counts a release holding two of a prefix’s words once when it extrapolates', () => {
    const n = COUNT_BUDGET + 50_000;
    // every release holds both words; a quarter of them a third one
    const index = new ReleaseWordIndex(
      manyReleases(n, (i) => (i % 4 ? ['matrix', 'matrose'] : ['matrix', 'matrose', 'matratze'])),
    );
    const filtered = index.query({ exact: [], prefix: 'matr', categories: [2040] }, 100);
    expect(filtered.totalIsExact).toBe(false);
    expect(Math.abs(filtered.total - n / 2)).toBeLessThan(n * 0.01);
    const unfiltered = index.query({ exact: [], prefix: 'matr' }, 100);
    expect(unfiltered.ids).toHaveLength(100);
    expect(Math.abs(unfiltered.total - n)).toBeLessThan(n * 0.01);
  });

  it('walks every release for a prefix of very many words: the right page and an exact total', () => {
    // 6,000 releases; every other one holds two words of its own starting with "w" (6,000 such
    // words, more than are merged), the rest only "other".
    const n = 6_000;
    const wordsOf = (i: number) => (i % 2 ? ['other'] : [`w${i}a`, `w${i}b`, 'other']);
    const truth = new Map(manyReleases(n, wordsOf).map((r) => [r.id, r]));
    const index = new ReleaseWordIndex([...truth.values()]);
    expect(n).toBeGreaterThan(MAX_MERGED_PREFIX_TOKENS);
    expect(n).toBeLessThan(COUNT_BUDGET);

    const first = index.query({ exact: [], prefix: 'w' }, 100);
    expect(first.ids).toEqual(expected(truth, { exact: [], prefix: 'w' }, 100).ids);
    expect(first.ids.slice(0, 2)).toEqual([n - 1, n - 3]);
    expect(first).toMatchObject({ total: n / 2, totalIsExact: true });

    // New releases (the tail) come first, deleted ones are gone, filters and exact words still hold.
    const added = manyReleases(n + 2, wordsOf).slice(n);
    index.add(added);
    for (const r of added) truth.set(r.id, r);
    index.forget(n - 1);
    truth.delete(n - 1);
    for (const q of [
      { exact: [], prefix: 'w' },
      { exact: ['other'], prefix: 'w', categories: [5030] },
      { exact: [], prefix: 'w', postedAfterMs: n - 500 },
    ] satisfies WordQuery[]) {
      const hits = index.query(q, 150);
      const want = expected(truth, q, 150);
      expect({ q, ids: hits.ids, total: hits.total }).toEqual({ q, ids: want.ids, total: want.total });
    }
    expect(index.query({ exact: [], prefix: 'w' }, 1).ids).toEqual([n + 1]);
  });
});
