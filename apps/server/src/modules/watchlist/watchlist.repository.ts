import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { WatchlistKind } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { movies, releases, series, watchlistItems } from '../../db/schema';
import { rowsOf, withUserLock } from '../../db/user-lock';

/** A movie or a series by its id. */
export interface TitleRef {
  kind: WatchlistKind;
  id: number;
}

export type WatchlistInsert =
  { outcome: 'inserted' | 'present'; id: number } | { outcome: 'full' | 'no-title' | 'no-user' };

/** One watchlist row with its title and the title's newest release. */
export interface WatchlistRow {
  id: number;
  movieId: number | null;
  seriesId: number | null;
  notify: boolean;
  createdAt: Date;
  slug: string;
  title: string;
  year: number | null;
  posterPath: string | null;
  releaseCount: number | null;
  latestId: number | null;
  latestName: string | null;
  latestCreatedAt: Date | null;
}

const titleTable = (kind: WatchlistKind) => (kind === 'movie' ? movies : series);
const titleColumn = (kind: WatchlistKind) =>
  kind === 'movie' ? watchlistItems.movieId : watchlistItems.seriesId;

/** The watchlist_items rows of one user. */
export class WatchlistRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts the row unless it is there already or the user holds `maxItems`
   * rows; under the user's row lock, so concurrent inserts cannot pass the cap.
   */
  async insertBelowCap(userId: number, title: TitleRef, maxItems: number): Promise<WatchlistInsert> {
    const table = titleTable(title.kind);
    const column = titleColumn(title.kind);
    const done = await withUserLock(this.db, userId, async (tx): Promise<WatchlistInsert> => {
      const [state] = rowsOf<{ n: number | string; present: number | null; title: boolean }>(
        await tx.execute(sql`select
          (select count(*) from ${watchlistItems} where ${watchlistItems.userId} = ${userId}) as n,
          (select ${watchlistItems.id} from ${watchlistItems}
            where ${watchlistItems.userId} = ${userId} and ${column} = ${title.id}) as present,
          exists (select 1 from ${table} where ${table.id} = ${title.id}) as title`),
      );
      if (!state?.title) return { outcome: 'no-title' };
      if (state.present !== null) return { outcome: 'present', id: Number(state.present) };
      if (Number(state.n) >= maxItems) return { outcome: 'full' };
      const [row] = await tx
        .insert(watchlistItems)
        .values(title.kind === 'movie' ? { userId, movieId: title.id } : { userId, seriesId: title.id })
        .returning({ id: watchlistItems.id });
      return { outcome: 'inserted', id: row!.id };
    });
    return done?.value ?? { outcome: 'no-user' };
  }

  /**
   * The user's rows, newest first (or the one row `id`), each with its title
   * and, from one lateral subquery per row, the title's newest release and its
   * release count: one statement whatever the list's length.
   */
  rows(userId: number, id?: number): Promise<WatchlistRow[]> {
    const latest = this.db
      .select({
        id: releases.id,
        name: releases.name,
        createdAt: releases.createdAt,
        // Counted over every matching row before the limit keeps the newest one.
        total: sql<number>`count(*) over ()`.mapWith(Number).as('release_count'),
      })
      .from(releases)
      .where(or(eq(releases.movieId, watchlistItems.movieId), eq(releases.seriesId, watchlistItems.seriesId)))
      .orderBy(desc(releases.createdAt), desc(releases.id))
      .limit(1)
      .as('latest');
    return this.db
      .select({
        id: watchlistItems.id,
        movieId: watchlistItems.movieId,
        seriesId: watchlistItems.seriesId,
        notify: watchlistItems.notify,
        createdAt: watchlistItems.createdAt,
        slug: sql<string>`coalesce(${movies.slug}, ${series.slug})`,
        title: sql<string>`coalesce(${movies.title}, ${series.title})`,
        year: sql<
          number | null
        >`coalesce(${movies.year}, extract(year from ${series.firstAirDate})::int)`.mapWith(Number),
        posterPath: sql<string | null>`coalesce(${movies.posterPath}, ${series.posterPath})`,
        releaseCount: latest.total,
        latestId: latest.id,
        latestName: latest.name,
        latestCreatedAt: latest.createdAt,
      })
      .from(watchlistItems)
      .leftJoin(movies, eq(movies.id, watchlistItems.movieId))
      .leftJoin(series, eq(series.id, watchlistItems.seriesId))
      .leftJoinLateral(latest, sql`true`)
      .where(
        id === undefined
          ? eq(watchlistItems.userId, userId)
          : and(eq(watchlistItems.userId, userId), eq(watchlistItems.id, id)),
      )
      .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.id));
  }

  async counts(
    userId: number,
  ): Promise<{ total: number; movies: number; series: number; notifying: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        movies: count(watchlistItems.movieId),
        series: count(watchlistItems.seriesId),
        notifying: sql<number>`count(*) filter (where ${watchlistItems.notify})`.mapWith(Number),
      })
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId));
    return row ?? { total: 0, movies: 0, series: 0, notifying: 0 };
  }

  /**
   * The title's id with the user's row for it (null when there is none);
   * undefined when the title does not exist.
   */
  async find(
    userId: number,
    title: TitleRef,
  ): Promise<{ id: number | null; notify: boolean | null } | undefined> {
    const table = titleTable(title.kind);
    const [row] = await this.db
      .select({ id: watchlistItems.id, notify: watchlistItems.notify })
      .from(table)
      .leftJoin(watchlistItems, and(eq(titleColumn(title.kind), table.id), eq(watchlistItems.userId, userId)))
      .where(eq(table.id, title.id));
    return row;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.id, id)))
      .returning({ id: watchlistItems.id });
    return deleted.length > 0;
  }

  async deleteTitle(userId: number, title: TitleRef): Promise<boolean> {
    const deleted = await this.db
      .delete(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), eq(titleColumn(title.kind), title.id)))
      .returning({ id: watchlistItems.id });
    return deleted.length > 0;
  }

  /** Sets `notify`, or flips it when `value` is undefined; the new value, or undefined without such a row. */
  async setNotify(userId: number, id: number, value: boolean | undefined): Promise<boolean | undefined> {
    const [row] = await this.db
      .update(watchlistItems)
      .set({ notify: value ?? sql`not ${watchlistItems.notify}` })
      .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.id, id)))
      .returning({ notify: watchlistItems.notify });
    return row?.notify;
  }

  /** The ids of the films or series a member follows (the watchlist RSS feeds). */
  async watchedIds(userId: number, kind: 'movie' | 'series'): Promise<number[]> {
    const column = kind === 'movie' ? watchlistItems.movieId : watchlistItems.seriesId;
    const rows = await this.db
      .select({ id: column })
      .from(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), isNotNull(column)));
    return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  }
}
