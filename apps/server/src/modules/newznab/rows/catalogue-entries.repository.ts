import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executePrepared } from '../../../db/prepared';
import { rowsOf } from '../../../db/user-lock';
import { num, str, type NewznabRow } from './newznab-row';
import { entryColumnNames, entryGenreNames, type TitleKind } from './newznab-rows';

/** What a Newznab item shows of a film or series (newznab-items.ts), with its genre names and change stamp. */
export interface CatalogueEntry {
  movie: NewznabRow['movie'];
  series: NewznabRow['series'];
  genres: string | null;
  originalLanguage: string | null;
  /** `updated_at` in epoch milliseconds (a trigger stamps every change: migration 0016). */
  stampMs: number;
}

export type EntryKind = TitleKind;

type Raw = Record<string, unknown>;

/** What a title page reads of an entry (newznab-rows.ts), with its change stamp. */
const columnsOf = (kind: EntryKind): SQL => {
  const columns = entryColumnNames(kind).map((name) => `e.${name}`);
  const stamp = `date_part('epoch', e.updated_at) * 1000 as stamp_ms`;
  return sql.raw(`e.id, ${columns.join(', ')}, ${stamp}, ${entryGenreNames(kind)} as genres`);
};
const COLUMNS: Record<EntryKind, SQL> = { movie: columnsOf('movie'), series: columnsOf('series') };
const TABLES: Record<EntryKind, SQL> = { movie: sql.raw('movies'), series: sql.raw('series') };

function toEntry(kind: EntryKind, r: Raw): CatalogueEntry {
  const common = {
    slug: String(r.slug),
    title: String(r.title ?? ''),
    imdbId: str(r.imdb_id),
    tmdbId: num(r.tmdb_id),
    rating: num(r.rating),
    posterPath: str(r.poster_path),
  };
  return {
    movie: kind === 'movie' ? { ...common, year: num(r.year) } : null,
    series:
      kind === 'series'
        ? { ...common, tvdbId: num(r.tvdb_id), tvmazeId: num(r.tvmaze_id), tvrageId: num(r.tvrage_id) }
        : null,
    genres: str(r.genres),
    originalLanguage: str(r.original_language),
    stampMs: Number(r.stamp_ms),
  };
}

/** What the Newznab pages' in-memory films and series (catalogue-entries.ts) read. */
export class CatalogueEntriesRepository {
  constructor(private readonly db: Database) {}

  private async read(kind: EntryKind, where: SQL): Promise<Map<number, CatalogueEntry>> {
    const rows = rowsOf<Raw>(
      await executePrepared(this.db, sql`select ${COLUMNS[kind]} from ${TABLES[kind]} e where ${where}`),
    );
    return new Map(rows.map((r) => [Number(r.id), toEntry(kind, r)]));
  }

  /** The entries among `ids` (a missing one was deleted). */
  byIds(kind: EntryKind, ids: number[]): Promise<Map<number, CatalogueEntry>> {
    return this.read(kind, sql`e.id = any(${sql.param(ids)}::int[])`);
  }

  /**
   * The database's clock (epoch milliseconds) as a statement sees it: what
   * committed before it, a later statement reads. Stamps come from the
   * database's clock too (`now()` of the changing transaction).
   */
  async databaseNowMs(): Promise<number> {
    const [row] = rowsOf<{ now_ms: number }>(
      await executePrepared(this.db, sql`select date_part('epoch', statement_timestamp()) * 1000 as now_ms`),
    );
    return Number(row!.now_ms);
  }

  /** The entries stamped after `afterMs` (epoch milliseconds). */
  changedAfter(kind: EntryKind, afterMs: number): Promise<Map<number, CatalogueEntry>> {
    return this.read(kind, sql`e.updated_at > to_timestamp(${afterMs / 1000}::float8)`);
  }
}
