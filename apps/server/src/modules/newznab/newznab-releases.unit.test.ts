import { describe, expect, it } from 'vitest';
import type { CatalogueEntries } from './catalogue-entries';
import { NewznabReleasesService } from './newznab-releases.service';
import type { NewznabRow } from './newznab-row';
import type { NewznabCriteria, NewznabSearchRepository } from './newznab-search.repository';
import type { ReleaseWordSearch } from './release-word-search.service';

/** A repository whose every page is full and whose estimate says a million, counting its calls. */
function fullPages(cacheMs = 0) {
  const calls = { estimate: 0, count: 0, search: 0 };
  const repository = {
    search: async (_c: NewznabCriteria, limit: number, offset: number) => {
      calls.search++;
      const rows = Array.from({ length: limit }, (_, i) => ({ id: offset + i + 1 }) as NewznabRow);
      return { rows, catalogueStamp: null };
    },
    estimate: async () => {
      calls.estimate++;
      return 1_000_000;
    },
    countUpTo: async () => {
      calls.count++;
      return 0;
    },
  } as unknown as NewznabSearchRepository;
  const entries = {} as CatalogueEntries;
  return { calls, service: new NewznabReleasesService(repository, entries, cacheMs) };
}

describe('NewznabReleasesService totals', () => {
  it('asks the planner once per criteria for a big result, and reads every page anew', async () => {
    const { calls, service } = fullPages();
    const rss = service.criteriaOf('search', { categories: [5030, 5040] });
    for (const offset of [0, 0, 100, 900]) {
      const page = await service.page(rss, 100, offset, 'genres');
      expect(page.rows).toHaveLength(100);
      expect(page.total).toBe(1_000_000);
    }
    expect(calls).toEqual({ estimate: 1, count: 0, search: 4 });
    // Other criteria: their own estimate.
    await service.page(service.criteriaOf('search', { categories: [2000] }), 100, 0, 'basic');
    expect(calls.estimate).toBe(2);
  });
});

describe('NewznabReleasesService pages shared between answers', () => {
  const rss = (service: NewznabReleasesService) => service.criteriaOf('search', { categories: [5030, 5040] });

  it('marks a page read once for the requests of one turn as shared, and a page of one answer not', async () => {
    const { calls, service } = fullPages();
    const [a, b] = await Promise.all([
      service.page(rss(service), 100, 0, 'genres'),
      service.page(rss(service), 100, 0, 'genres'),
    ]);
    expect(a).toBe(b);
    expect(a.shared).toBe(true);
    expect(calls.search).toBe(1);
    const alone = await service.page(rss(service), 100, 0, 'genres');
    expect(alone).not.toBe(a);
    expect(alone.shared).toBeUndefined();
  });

  it('marks every page as shared when pages are cached', async () => {
    const { service } = fullPages(5_000);
    expect((await service.page(rss(service), 100, 0, 'genres')).shared).toBe(true);
  });
});

describe('NewznabReleasesService word pages', () => {
  /** Three releases held by the copy (ids 1–3, film 7), found by words or by the database, counting what is made when. */
  function wordPages() {
    const calls: string[] = [];
    const words = {
      hits: async () => ({ ids: [3, 2, 1], total: 3, totalIsExact: true }),
      entryRefs: (ids: number[]) => ids.map(() => ({ movieId: 7, seriesId: null })),
      rows: (ids: number[]) => {
        calls.push('rows');
        return ids.map((id) => ({ id, movieId: 7, seriesId: null }) as NewznabRow);
      },
      catalogueStampMs: 1,
    } as unknown as ReleaseWordSearch;
    const entries = {
      ready: async (refs: unknown[]) => {
        calls.push(`ready ${refs.length}`);
      },
      apply: (rows: NewznabRow[]) => {
        calls.push('apply');
        for (const row of rows) row.movie = { title: 'Metropolis' } as NewznabRow['movie'];
      },
    } as unknown as CatalogueEntries;
    const repository = {
      pageIds: async () => ({ ids: [3, 2, 1], catalogueStamp: 1 }),
    } as unknown as NewznabSearchRepository;
    Object.assign(words, { current: async () => true });
    return { calls, service: new NewznabReleasesService(repository, entries, 0, words) };
  }

  it('make their rows when the items are written, with the films already read', async () => {
    const { calls, service } = wordPages();
    const page = await service.page(service.criteriaOf('search', { q: 'metropolis' }), 100, 0, 'genres');
    // Nothing of the rows exists while the request waits (they would outlive it in V8's old space).
    expect(calls).toEqual(['ready 3']);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.id, r.movie?.title])).toEqual([
      [3, 'Metropolis'],
      [2, 'Metropolis'],
      [1, 'Metropolis'],
    ]);
    expect(calls).toEqual(['ready 3', 'rows', 'apply']);
  });

  it('make the rows of a category page held by the copy when its items are written too', async () => {
    const { calls, service } = wordPages();
    const page = await service.page(service.criteriaOf('search', { categories: [2000] }), 100, 0, 'genres');
    expect(calls).toEqual(['ready 3']);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(calls).toEqual(['ready 3', 'rows', 'apply']);
  });
});
