import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/user-lock';
import type { NewznabRow } from './newznab-row';

/** What a Newznab item shows of a film or series (newznab-items.ts), with its genre names and change stamp. */
export interface CatalogueEntry {
  movie: NewznabRow['movie'];
  series: NewznabRow['series'];
  genres: string | null;
  originalLanguage: string | null;
  /** `updated_at` in epoch milliseconds (a trigger stamps every change: migration 0016). */
  stampMs: number;
}

export type EntryKind = 'movie' | 'series';

type Raw = Record<string, unknown>;

const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));

const GENRE_NAMES = (links: string, key: string) =>
  sql.raw(`(select string_agg(g.name, ', ' order by g.name) from ${links} l
    join genres g on g.id = l.genre_id where l.${key} = e.id) as genres`);

const COLUMNS: Record<EntryKind, SQL> = {
  movie: sql`e.id, e.slug, e.title, e.year, e.imdb_id, e.tmdb_id, e.rating, e.poster_path, e.original_language,
    date_part('epoch', e.updated_at) * 1000 as stamp_ms, ${GENRE_NAMES('movie_genres', 'movie_id')}`,
  series: sql`e.id, e.slug, e.title, e.imdb_id, e.tmdb_id, e.tvdb_id, e.tvmaze_id, e.tvrage_id, e.rating,
    e.poster_path, e.original_language, date_part('epoch', e.updated_at) * 1000 as stamp_ms,
    ${GENRE_NAMES('series_genres', 'series_id')}`,
};
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

  /** The entries stamped after `afterMs` (epoch milliseconds). */
  changedAfter(kind: EntryKind, afterMs: number): Promise<Map<number, CatalogueEntry>> {
    return this.read(kind, sql`e.updated_at > to_timestamp(${afterMs / 1000}::float8)`);
  }
}

/**
 * The newest change stamp of the films and series (epoch milliseconds), as a
 * column of a page's statement: each `max` is one step down its index, worked
 * out once per statement (an uncorrelated subquery), so the page and the
 * stamp come from the same snapshot.
 */
export const CATALOGUE_STAMP = sql`date_part('epoch', greatest(
  (select max(updated_at) from movies), (select max(updated_at) from series))) * 1000`;
