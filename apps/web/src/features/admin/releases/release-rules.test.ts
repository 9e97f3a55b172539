import { describe, expect, it } from 'vitest';
import { adminRelease } from '../test/fixtures';
import { changesOf, draftOf } from './release-changes';
import { batchesOf, planUpload } from './upload-plan';

describe('what a release edit sends', () => {
  const linked = adminRelease({
    movieId: 3,
    movie: { id: 3, slug: 'metropolis-1927', title: 'Metropolis', year: 1927 },
  });

  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    expect(changesOf(linked, draftOf(linked))).toEqual({});
    expect(changesOf(linked, { ...draftOf(linked), name: ' Neu.Name.2020 ', category: 'TV' })).toEqual({
      name: 'Neu.Name.2020',
      category: 'TV',
    });
  });

  it('removes every link, or moves the release to a series episode', () => {
    expect(changesOf(linked, { ...draftOf(linked), kind: 'none' })).toEqual({
      movieId: null,
      seriesId: null,
      episodeId: null,
    });
    const series = { id: 9, title: 'Dark', year: 2017 };
    expect(
      changesOf(linked, { ...draftOf(linked), kind: 'series', series, seasonId: 4, episodeId: 40 }),
    ).toEqual({
      episodeId: 40,
    });
    expect(
      changesOf(linked, { ...draftOf(linked), kind: 'series', series, seasonId: null, episodeId: null }),
    ).toEqual({ movieId: null, seriesId: 9, episodeId: null });
  });
});

describe('how an upload is planned', () => {
  const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

  it('pairs each NZB with its NFO and leaves other files out', () => {
    const { items, ignored } = planUpload([
      file('a.nzb'),
      file('b.NZB'),
      file('a.nfo'),
      file('c.nfo'),
      file('d.jpg'),
    ]);
    expect(items.map((item) => [item.nzb.name, item.nfo?.name ?? null])).toEqual([
      ['a.nzb', 'a.nfo'],
      ['b.NZB', null],
    ]);
    expect(ignored.map((f) => f.name)).toEqual(['c.nfo', 'd.jpg']);
  });

  it('sends a few files per request and never more bytes than the budget', () => {
    const { items } = planUpload(['1', '2', '3', '4', '5', '6', '7'].map((n) => file(`${n}.nzb`, 100)));
    expect(batchesOf(items, 3).map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batchesOf(items, 5, 250).map((batch) => batch.length)).toEqual([2, 2, 2, 1]);
  });
});
