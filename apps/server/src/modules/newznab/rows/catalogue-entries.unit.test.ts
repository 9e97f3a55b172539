import { describe, expect, it } from 'vitest';
import { CatalogueEntries } from './catalogue-entries';
import type { CatalogueEntriesRepository, CatalogueEntry, EntryKind } from './catalogue-entries.repository';
import type { NewznabRow } from './newznab-row';

const entry = (kind: EntryKind, id: number, title: string, stampMs: number): CatalogueEntry => {
  const common = { slug: `${kind}-${id}`, title, imdbId: null, tmdbId: null, rating: null, posterPath: null };
  return {
    movie: kind === 'movie' ? { ...common, year: null } : null,
    series: kind === 'series' ? { ...common, tvdbId: null, tvmazeId: null, tvrageId: null } : null,
    genres: `${kind} genres`,
    originalLanguage: kind === 'movie' ? 'de' : 'en',
    stampMs,
  };
};

/** A catalogue whose entries the test changes, recording what was read. */
function catalogue() {
  const entries: Record<EntryKind, Map<number, CatalogueEntry>> = { movie: new Map(), series: new Map() };
  const reads: string[] = [];
  const database = { nowMs: 0 };
  const repository = {
    databaseNowMs: async () => database.nowMs,
    byIds: async (kind: EntryKind, ids: number[]) => {
      reads.push(`${kind} ${ids.join(',')}`);
      return new Map(ids.filter((id) => entries[kind].has(id)).map((id) => [id, entries[kind].get(id)!]));
    },
    changedAfter: async (kind: EntryKind, afterMs: number) => {
      reads.push(`${kind} after ${afterMs}`);
      return new Map([...entries[kind]].filter(([, e]) => e.stampMs > afterMs));
    },
  } as unknown as CatalogueEntriesRepository;
  return { entries, reads, repository, database };
}

const row = (movieId: number | null, seriesId: number | null) =>
  ({ movieId, seriesId, movie: null, series: null, genres: null, originalLanguage: null }) as NewznabRow;

describe('CatalogueEntries', () => {
  it('reads an entry the first time a page shows it, and again only after a newer stamp', async () => {
    const { entries, reads, repository, database } = catalogue();
    let now = 0;
    const held = new CatalogueEntries(repository, () => now);
    entries.movie.set(1, entry('movie', 1, 'Metropolis', 100_000));
    entries.series.set(7, entry('series', 7, 'Kroll', 100_000));

    const first = [row(1, null), row(null, 7), row(null, null)];
    await held.fill(first, 100_000);
    expect(reads).toEqual(['movie 1', 'series 7']);
    expect(first.map((r) => r.movie?.title ?? r.series?.title ?? null)).toEqual([
      'Metropolis',
      'Kroll',
      null,
    ]);
    expect(first[2]).toMatchObject({ genres: null, originalLanguage: null });

    // Same stamp: nothing read.
    await held.fill([row(1, null)], 100_000);
    expect(reads).toHaveLength(2);

    // A newer stamp: what changed since.
    entries.movie.set(1, entry('movie', 1, 'Metropolis (restauriert)', 150_000));
    const later = [row(1, null)];
    await held.fill(later, 150_000);
    expect(reads.slice(2)).toEqual(['movie after 100000', 'series after 100000']);
    expect(later[0]!.movie?.title).toBe('Metropolis (restauriert)');

    // Within five seconds nothing more; then the last minute again (late commits), even without a newer stamp.
    await held.fill([row(1, null)], 150_000);
    expect(reads).toHaveLength(4);
    now += 5_000;
    database.nowMs = 400_000;
    await held.fill([row(1, null)], 150_000);
    expect(reads.slice(4)).toEqual(['movie after 90000', 'series after 90000']);

    // What that look found committed (all stamped a minute before the database's 400,000) is not read again.
    now += 5_000;
    database.nowMs = 405_000;
    await held.fill([row(1, null)], 150_000);
    expect(reads.slice(6)).toEqual(['movie after 340000', 'series after 340000']);
  });

  it('gives a release that names a film and a series both, with the film’s genres and language first', async () => {
    const { entries, repository } = catalogue();
    entries.movie.set(1, entry('movie', 1, 'Film', 1));
    entries.series.set(2, entry('series', 2, 'Serie', 1));
    const both = row(1, 2);
    await new CatalogueEntries(repository).fill([both], 1);
    expect(both).toMatchObject({
      movie: { title: 'Film' },
      series: { title: 'Serie' },
      genres: 'movie genres',
      originalLanguage: 'de',
    });
  });
});
