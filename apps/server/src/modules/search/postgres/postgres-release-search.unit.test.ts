import { describe, expect, it } from 'vitest';
import type { CatalogueEntries } from '../../newznab/rows/catalogue-entries';
import { NewznabReleasesService } from '../../newznab/api/newznab-releases.service';
import type { NewznabRow } from '../../newznab/rows/newznab-row';
import type { SearchCriteria } from '../release-search';
import type { PostgresCatalogueListing } from './postgres-catalogue-listing';
import { PostgresReleaseSearch } from './postgres-release-search';
import type { PostgresSearchRepository } from './postgres-search.repository';

/** A repository whose every page is full and whose estimate says a million, counting its calls. */
function fullPages(cacheMs = 0) {
  const calls = { estimate: 0, count: 0, search: 0 };
  const repository = {
    search: async (_c: SearchCriteria, limit: number, offset: number) => {
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
  } as unknown as PostgresSearchRepository;
  const search = new PostgresReleaseSearch(
    repository,
    {} as CatalogueEntries,
    {} as PostgresCatalogueListing,
  );
  return { calls, service: new NewznabReleasesService(search, cacheMs) };
}

describe('PostgresReleaseSearch totals', () => {
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

  it('marks every page as shared when pages are cached, and reads again once they are forgotten', async () => {
    const { calls, service } = fullPages(5_000);
    expect((await service.page(rss(service), 100, 0, 'genres')).shared).toBe(true);
    await service.page(rss(service), 100, 0, 'genres');
    expect(calls.search).toBe(1);
    service.forgetPages();
    await service.page(rss(service), 100, 0, 'genres');
    expect(calls.search).toBe(2);
  });

  it('does not keep a page whose read began before the pages were forgotten', async () => {
    const { calls, service } = fullPages(5_000);
    const reading = service.page(rss(service), 100, 0, 'genres');
    service.forgetPages(); // a release changed while the page was being read
    await reading;
    await service.page(rss(service), 100, 0, 'genres');
    expect(calls.search).toBe(2);
  });
});
