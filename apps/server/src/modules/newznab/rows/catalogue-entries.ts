import type { CatalogueEntriesRepository, CatalogueEntry, EntryKind } from './catalogue-entries.repository';
import type { EntryRefs, NewznabRow } from './newznab-row';

/**
 * Changes are read again this far back: a transaction stamps an entry when it
 * changes it and may commit after a later stamp was seen.
 */
const LATE_COMMIT_MS = 60_000;
/** How often, at most, the last {@link LATE_COMMIT_MS} of changes are read again for late commits. */
const RECHECK_MS = 5_000;

/**
 * The films and series that Newznab pages of releases show (slug, titles,
 * ids, rating, poster, genres), kept in memory: a page of 100 word-search or
 * category releases then reads only the releases' own columns, and no longer
 * looks up each release's film, series and genres (on PostgreSQL 0.49 → 0.30 ms
 * for a plain page, 1.0 → 0.5 ms for one with attributes; bench/README.md).
 *
 * Never older than the page: each page's statement also reads the newest
 * change stamp of the catalogue (every change of an entry, its genre links or
 * a genre's name stamps it, by trigger: migration 0016). When the page's stamp
 * is newer than what is held, the entries changed since are read before the
 * page is answered, in this process as in any other. Entries are read the
 * first time a page shows them. A change whose transaction commits after a
 * newer stamp was seen is picked up by reading the last minute's changes
 * again, at most every five seconds while pages are asked for (so a change
 * can show up to five seconds late only in that race); a minute that such a
 * look found committed is not read again.
 */
export class CatalogueEntries {
  private readonly held: Record<EntryKind, Map<number, CatalogueEntry>> = {
    movie: new Map(),
    series: new Map(),
  };
  /** Every change stamped up to this (epoch ms) is in what is held; null before the first page. */
  private stampMs: number | null = null;
  private recheckedAt = -Infinity;
  /**
   * The database's clock when the last look at the last minute began: every
   * change stamped a minute before it had committed then and was read.
   */
  private recheckReadAtMs = -Infinity;
  private updating: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: CatalogueEntriesRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Sets each row's film or series (read without them, with the entry ids)
   * as of `pageStampMs`, the catalogue's newest change stamp in the page's
   * own statement.
   */
  async fill(rows: NewznabRow[], pageStampMs: number): Promise<void> {
    await this.ready(rows, pageStampMs);
    this.apply(rows);
  }

  /**
   * Reads what the page needs (its entries and the changes up to its stamp)
   * so that {@link apply} can then set the rows' films and series at once,
   * in the turn the page is written.
   */
  async ready(refs: readonly EntryRefs[], pageStampMs: number): Promise<void> {
    // One update at a time: two pages must not both read what changed, nor interleave their writes.
    const run = this.updating.then(() => this.update(refs, pageStampMs));
    this.updating = run.catch(() => undefined);
    await run;
  }

  /** Sets each row's film or series from what is held (after {@link ready} for these rows' entries). */
  apply(rows: NewznabRow[]): void {
    for (const row of rows) {
      const movie = row.movieId === null ? undefined : this.held.movie.get(row.movieId);
      const series = row.seriesId === null ? undefined : this.held.series.get(row.seriesId);
      // As the statements read them: a release naming both shows the film's genres and language first.
      row.movie = movie?.movie ?? null;
      row.series = series?.series ?? null;
      row.genres = (row.movieId !== null ? movie?.genres : series?.genres) ?? null;
      row.originalLanguage = movie?.originalLanguage ?? series?.originalLanguage ?? null;
    }
  }

  private async update(refs: readonly EntryRefs[], pageStampMs: number): Promise<void> {
    if (this.stampMs === null) {
      // Nothing held yet: whatever is read from now on is at least as new as the page.
      this.stampMs = pageStampMs;
      this.recheckedAt = this.clock();
    } else if (pageStampMs > this.stampMs) {
      await this.readChanges(this.stampMs, pageStampMs);
    } else if (this.clock() - this.recheckedAt >= RECHECK_MS) {
      // Only now the last minute: during a bulk refresh of the catalogue, every page sees a newer stamp.
      // Not again what a former look found committed: a catalogue whose last change was a bulk
      // refresh (an import, the demo data) would otherwise read all of it every five seconds.
      const readAtMs = await this.repository.databaseNowMs();
      const floorMs = Math.max(this.stampMs, this.recheckReadAtMs) - LATE_COMMIT_MS;
      await this.readChanges(floorMs, pageStampMs);
      this.recheckReadAtMs = readAtMs;
    }
    for (const kind of ['movie', 'series'] as const) {
      const missing = new Set<number>();
      for (const ref of refs) {
        const id = kind === 'movie' ? ref.movieId : ref.seriesId;
        if (id !== null && !this.held[kind].has(id)) missing.add(id);
      }
      if (missing.size > 0) this.keep(kind, await this.repository.byIds(kind, [...missing]));
    }
  }

  private async readChanges(afterMs: number, pageStampMs: number): Promise<void> {
    const startedAt = this.clock();
    const [movies, series] = await Promise.all([
      this.repository.changedAfter('movie', afterMs),
      this.repository.changedAfter('series', afterMs),
    ]);
    this.keep('movie', movies);
    this.keep('series', series);
    let newest = pageStampMs;
    for (const entry of [...movies.values(), ...series.values()]) newest = Math.max(newest, entry.stampMs);
    this.stampMs = Math.max(this.stampMs ?? newest, newest);
    this.recheckedAt = startedAt;
  }

  private keep(kind: EntryKind, entries: Map<number, CatalogueEntry>): void {
    for (const [id, entry] of entries) this.held[kind].set(id, entry);
  }
}
