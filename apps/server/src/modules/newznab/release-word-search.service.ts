import type { ReleaseChanges } from '../releases/release-changes';
import { ReleaseWordIndex, type WordHits, type WordQuery } from './release-word-index';
import { BaseBuilder } from './word-index-base';
import type { NewznabCriteria } from './newznab-search.repository';
import type { ReleaseWords, ReleaseWordsRepository } from './release-words.repository';
import { ReleaseStore } from './release-store';
import type { EntryRefs, NewznabRow } from './newznab-row';

/**
 * Releases read per statement while loading or catching up. PGlite runs on the
 * server's own thread and serves nothing else meanwhile: at a million releases,
 * 2,000 rows per statement pause the server for 47 ms (median; p99 112 ms),
 * 10,000 rows for 223 ms; the load takes ~25 s either way.
 */
export const LOAD_CHUNK = { postgres: 10_000, pglite: 2_000 };
/** At most this many new releases are taken in before an answer; beyond, the database answers until caught up. */
const MAX_CATCH_UP = 50_000;
/** How old the index may be before an answer looks for releases other servers stored or changed. */
export const WORD_INDEX_FRESH_MS = 250;
/**
 * Ids below the highest seen that were not there yet: a transaction that took
 * its id earlier may commit later. They are looked for again this long.
 */
const LATE_COMMIT_MS = 120_000;
const MAX_PENDING = 20_000;
/** Loading tracks missing ids only this close below the highest id (older gaps are deleted releases). */
const RECENT_IDS = 1_000;
/** Changes are read again this far back, for an edit whose transaction committed after it stamped its time. */
const CHANGE_OVERLAP_MS = 60_000;

/** Words PostgreSQL's parser reads as exactly one lexeme of themselves ("7e7t1" it splits: a number, then "t1"). */
const PLAIN_WORD = /^[a-z0-9]+$/;
const SPLIT_BY_PARSER = /^[0-9]+e[0-9]/;

export interface WordSearchLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The Newznab word searches' index (release-word-index.ts) and the releases'
 * items (release-store.ts), kept in step with the database: loaded in the
 * background at the first word search, then before an answer at most every
 * {@link WORD_INDEX_FRESH_MS} (and at once after this process stored, changed
 * or deleted releases) they take in new releases, late commits, changed
 * releases (any update stamps one), deletions and download counts, whichever
 * server wrote them (migration 0018). A word search's page is then written
 * from memory; the database only checks the key and counts the call. Until
 * they are loaded, or when they cannot keep up, the database answers.
 */
export class ReleaseWordSearch {
  private index: ReleaseWordIndex | null = null;
  private store = new ReleaseStore();
  /** The catalogue's newest change stamp as of the last look (catalogue-entries.ts fills pages' films and series as of it). */
  private catalogueStamp = 0;
  private loading: Promise<void> | null = null;
  private refreshing: Promise<boolean> | null = null;
  private closed = false;
  private highestId = 0;
  /** ids not yet seen below the highest, with when they were first missed */
  private pending = new Map<number, number>();
  private changesSeenAt: Date | null = null;
  /** edits taken in lately, by id: their stamp, so a re-read within the overlap is skipped */
  private appliedEdits = new Map<number, number>();
  private refreshedAt = -Infinity;
  private seenVersion = -1;

  constructor(
    private readonly repository: ReleaseWordsRepository,
    private readonly changes: ReleaseChanges,
    private readonly log: WordSearchLog,
    readonly enabled: boolean,
    private readonly chunk: number = LOAD_CHUNK.postgres,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The index's query for criteria it answers exactly as PostgreSQL would; null for the database's own search. */
  static queryOf(c: NewznabCriteria): WordQuery | null {
    const words = c.words;
    if (!words || (words.exact.length === 0 && words.prefix === null)) return null;
    const all = words.prefix === null ? words.exact : [...words.exact, words.prefix];
    if (!all.every((w) => PLAIN_WORD.test(w) && !SPLIT_BY_PARSER.test(w))) return null;
    const narrowed =
      c.season !== undefined ||
      c.episode !== undefined ||
      c.airDate !== undefined ||
      c.movie ||
      c.series ||
      c.guid !== undefined ||
      c.releaseIds ||
      c.movieIds ||
      c.seriesIds;
    if (narrowed) return null;
    return {
      exact: words.exact,
      ...(words.prefix !== null ? { prefix: words.prefix } : {}),
      ...(c.categories ? { categories: c.categories } : {}),
      ...(c.postedAfter ? { postedAfterMs: c.postedAfter.getTime() } : {}),
      ...(c.minSize !== undefined ? { minSize: c.minSize } : {}),
      ...(c.maxSize !== undefined ? { maxSize: c.maxSize } : {}),
    };
  }

  /** The first `need` matches and the total; null while the database must answer. */
  async hits(q: WordQuery, need: number): Promise<WordHits | null> {
    if (!(await this.current())) return null;
    return this.index!.query(q, need);
  }

  /**
   * Whether the copy of the releases answers now: loaded (its load starts at
   * the first call) and no older than {@link WORD_INDEX_FRESH_MS}.
   */
  async current(): Promise<boolean> {
    if (!this.enabled || this.closed) return false;
    if (!this.index) {
      void this.ready().catch(() => {});
      return false;
    }
    return this.fresh();
  }

  /** A release as its item shows it (film and series to be filled as of {@link catalogueStampMs}); null when not held. */
  row(id: number): NewznabRow | null {
    return this.store.row(id);
  }

  /** The releases of a page the index found, as items show them. */
  rows(ids: readonly number[]): NewznabRow[] {
    return heldOf(ids, (id) => this.store.row(id));
  }

  /** The films and series of a page's releases (those held), to have them ready before its rows are made. */
  entryRefs(ids: readonly number[]): EntryRefs[] {
    return heldOf(ids, (id) => this.store.entryRefs(id));
  }

  get catalogueStampMs(): number {
    return this.catalogueStamp;
  }

  /** Loads the index (once); resolves when it answers. */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.log.error(
        { err: error },
        'Wortindex der Releases konnte nicht geladen werden; die Datenbank sucht',
      );
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.loading, this.refreshing]);
  }

  private async load(): Promise<void> {
    const started = this.clock();
    const changesSeenAt = await this.repository.now();
    const top = await this.repository.highestId();
    const releases = new BaseBuilder();
    // A load of its own: what a failed load left behind is never answered from.
    const store = new ReleaseStore();
    store.reserve(await this.repository.estimatedCount());
    let after = 0;
    for (;;) {
      // PGlite answers on this thread and its promises settle without giving timers
      // or sockets a turn: without this the whole load would be one pause.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed) return;
      const rows = await this.repository.after(after, this.chunk);
      this.noteGaps(after, rows, top - RECENT_IDS);
      for (const row of rows) {
        releases.add(row);
        store.put(row.release);
      }
      if (rows.length > 0) after = rows[rows.length - 1]!.id;
      if (rows.length < this.chunk) break;
    }
    this.highestId = after;
    this.index = new ReleaseWordIndex(releases);
    this.store = store;
    this.changesSeenAt = changesSeenAt;
    this.refreshedAt = -Infinity;
    this.log.info(
      {
        releases: releases.count,
        storeMb: Math.round(store.bytes / 1048576),
        ms: Math.round(this.clock() - started),
      },
      'Wortindex der Releases geladen',
    );
  }

  /** Whether the index holds what the database held a moment ago. */
  private async fresh(): Promise<boolean> {
    const recent = this.clock() - this.refreshedAt < WORD_INDEX_FRESH_MS;
    if (recent && this.seenVersion === this.changes.version) return true;
    this.refreshing ??= this.refresh()
      .catch((error: unknown) => {
        this.log.error(
          { err: error },
          'Wortindex der Releases: Abgleich fehlgeschlagen; die Datenbank sucht',
        );
        return false;
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async refresh(): Promise<boolean> {
    const index = this.index!;
    const started = this.clock();
    const version = this.changes.version;
    const now = await this.repository.now();
    let taken = 0;
    let caughtUp = false;
    while (taken < MAX_CATCH_UP && !this.closed) {
      if (taken > 0) await new Promise((resolve) => setImmediate(resolve));
      const rows = await this.repository.after(this.highestId, this.chunk);
      this.noteGaps(this.highestId, rows, 0);
      index.add(rows);
      for (const row of rows) this.store.put(row.release);
      taken += rows.length;
      if (rows.length) this.highestId = rows[rows.length - 1]!.id;
      if (rows.length < this.chunk) {
        caughtUp = true;
        break;
      }
    }
    for (const [id, missedAt] of this.pending)
      if (started - missedAt > LATE_COMMIT_MS) this.pending.delete(id);
    const since = new Date(this.changesSeenAt!.getTime() - CHANGE_OVERLAP_MS);
    const late = await this.repository.byIdsOrChangedAfter([...this.pending.keys()], since);
    for (const row of late) {
      this.pending.delete(row.id);
      if (row.updatedMs !== null && this.appliedEdits.get(row.id) === row.updatedMs) continue;
      if (row.updatedMs !== null) this.appliedEdits.set(row.id, row.updatedMs);
      index.add([row]);
      this.store.put(row.release);
    }
    // Read after the releases: one deleted meanwhile is among these now or at the next look.
    const [deleted, grabs, catalogueStamp] = await Promise.all([
      this.repository.deletedAfter(since),
      this.repository.grabsChangedAfter(since),
      this.repository.catalogueStamp(),
    ]);
    for (const id of deleted) {
      index.forget(id);
      this.store.remove(id);
    }
    for (const { id, grabs: count } of grabs) this.store.setGrabs(id, count);
    this.catalogueStamp = Math.max(this.catalogueStamp, catalogueStamp);
    const forgetBefore = now.getTime() - 2 * CHANGE_OVERLAP_MS;
    for (const [id, stamp] of this.appliedEdits) if (stamp < forgetBefore) this.appliedEdits.delete(id);
    this.changesSeenAt = now;
    if (caughtUp) {
      this.refreshedAt = started;
      this.seenVersion = version;
    }
    return caughtUp;
  }

  /** Records ids between `after` and each row that were not there (above `from`), to look for them again. */
  private noteGaps(after: number, rows: readonly ReleaseWords[], from: number): void {
    const missedAt = this.clock();
    let previous = after;
    for (const row of rows) {
      for (let id = Math.max(previous + 1, row.id - RECENT_IDS, from + 1); id < row.id; id++)
        this.pending.set(id, missedAt);
      previous = row.id;
    }
    if (this.pending.size > MAX_PENDING) {
      const oldest = [...this.pending.keys()].sort((a, b) => a - b).slice(0, this.pending.size - MAX_PENDING);
      for (const id of oldest) this.pending.delete(id);
    }
  }
}

/** What the copy holds of these releases, in their order (those it does not hold left out). */
function heldOf<T>(ids: readonly number[], of: (id: number) => T | null): T[] {
  const held: T[] = [];
  for (const id of ids) {
    const value = of(id);
    if (value) held.push(value);
  }
  return held;
}
