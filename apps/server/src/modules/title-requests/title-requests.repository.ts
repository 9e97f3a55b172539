import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TitleRequestKind, TitleRequestStatus } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { rowsOf, withUserLock } from '../../db/user-lock';
import { germanSortKey } from '../../db/schema/columns';
import { movies, releases, series, titleRequests, users, type TitleRequestRow } from '../../db/schema';

export interface TitleRequestView extends TitleRequestRow {
  movieSlug: string | null;
  seriesSlug: string | null;
  username?: string;
}

export interface NewTitleRequest {
  userId: number;
  kind: TitleRequestKind;
  movieId: number | null;
  seriesId: number | null;
  title: string;
  year: number | null;
  note: string | null;
}

export type InsertOutcome = { status: 'inserted'; row: TitleRequestRow } | { status: 'duplicate' | 'full' };

export interface CatalogueTitle {
  id: number;
  title: string;
  year: number | null;
  hasReleases: boolean;
}

const [foldBefore, foldAfter] = germanSortKey('\u0000').split('\u0000') as [string, string];
/** A bound value folded like germanSortKey folds a column. */
const foldedValue = (value: string) => sql`${sql.raw(foldBefore)}${value}${sql.raw(foldAfter)}`;

/** The same title: the same catalogue entry, or the same free title (folded) and year. */
function sameTitle(request: NewTitleRequest) {
  if (request.movieId !== null) return sql`r.movie_id = ${request.movieId}`;
  if (request.seriesId !== null) return sql`r.series_id = ${request.seriesId}`;
  const year = request.year === null ? sql`r.year is null` : sql`r.year = ${request.year}`;
  return sql`r.movie_id is null and r.series_id is null and ${year}
    and ${sql.raw(germanSortKey('r.title'))} = ${foldedValue(request.title)}`;
}

const viewColumns = {
  request: titleRequests,
  movieSlug: movies.slug,
  seriesSlug: series.slug,
};

function toView(row: { request: TitleRequestRow; movieSlug: string | null; seriesSlug: string | null }) {
  return { ...row.request, movieSlug: row.movieSlug, seriesSlug: row.seriesSlug };
}

export class TitleRequestsRepository {
  constructor(private readonly db: Database) {}

  async movie(id: number): Promise<CatalogueTitle | null> {
    const [row] = await this.db
      .select({
        id: movies.id,
        title: movies.title,
        year: movies.year,
        // Spelt out: drizzle leaves columns of a one-table select unqualified, which the subquery would capture.
        hasReleases: sql<boolean>`exists (select 1 from releases r where r.movie_id = "movies"."id")`,
      })
      .from(movies)
      .where(eq(movies.id, id));
    return row ?? null;
  }

  async series(id: number): Promise<CatalogueTitle | null> {
    const [row] = await this.db
      .select({
        id: series.id,
        title: series.title,
        year: sql<number | null>`extract(year from ${series.firstAirDate})::int`,
        hasReleases: sql<boolean>`exists (select 1 from releases r where r.series_id = "series"."id")`,
      })
      .from(series)
      .where(eq(series.id, id));
    return row ?? null;
  }

  /**
   * Inserts the request unless the member already asked for the same title
   * (open) or has `openLimit` open requests. Under the member's row lock: one
   * statement alone is not enough on PostgreSQL, where two transactions that
   * run it at once both count the same open requests (issue 41, low 7).
   */
  async insertWithinLimit(request: NewTitleRequest, openLimit: number): Promise<InsertOutcome> {
    const outcome = await withUserLock(this.db, request.userId, (tx) =>
      this.insertLocked(tx, request, openLimit),
    );
    // The member was deleted meanwhile: nothing to file for.
    return outcome?.value ?? { status: 'full' };
  }

  private async insertLocked(
    tx: Database,
    request: NewTitleRequest,
    openLimit: number,
  ): Promise<InsertOutcome> {
    const sameOpenTitle = sql`exists (select 1 from ${titleRequests} r
      where r.user_id = ${request.userId} and r.status = 'open' and r.kind = ${request.kind}
        and ${sameTitle(request)})`;
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
      insert into ${titleRequests} (user_id, kind, movie_id, series_id, title, year, note)
      select ${request.userId}, ${request.kind}, ${request.movieId}, ${request.seriesId},
             ${request.title}, ${request.year}, ${request.note}
      where (select count(*) from ${titleRequests} r
             where r.user_id = ${request.userId} and r.status = 'open') < ${openLimit}
        and not ${sameOpenTitle}
      returning id`),
    );
    const id = inserted[0]?.id;
    if (id === undefined) {
      const [check] = rowsOf<{ duplicate: boolean }>(
        await tx.execute(sql`select ${sameOpenTitle} as duplicate`),
      );
      return { status: check?.duplicate ? 'duplicate' : 'full' };
    }
    const [row] = await tx
      .select()
      .from(titleRequests)
      .where(eq(titleRequests.id, Number(id)));
    return { status: 'inserted', row: row! };
  }

  async countOpen(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(titleRequests)
      .where(and(eq(titleRequests.userId, userId), eq(titleRequests.status, 'open')));
    return row?.n ?? 0;
  }

  listOwn(userId: number): Promise<TitleRequestView[]> {
    return this.db
      .select(viewColumns)
      .from(titleRequests)
      .leftJoin(movies, eq(movies.id, titleRequests.movieId))
      .leftJoin(series, eq(series.id, titleRequests.seriesId))
      .where(eq(titleRequests.userId, userId))
      .orderBy(desc(titleRequests.createdAt), desc(titleRequests.id))
      .then((rows) => rows.map(toView));
  }

  /** One request as lists show it, with the asker's name. */
  async view(id: number): Promise<TitleRequestView | null> {
    const [row] = await this.db
      .select({ ...viewColumns, username: users.username })
      .from(titleRequests)
      .innerJoin(users, eq(users.id, titleRequests.userId))
      .leftJoin(movies, eq(movies.id, titleRequests.movieId))
      .leftJoin(series, eq(series.id, titleRequests.seriesId))
      .where(eq(titleRequests.id, id));
    return row ? { ...toView(row), username: row.username } : null;
  }

  /**
   * Withdraws a member's own request while it is open. A request an admin has
   * fulfilled or rejected stays (it is the admins' record): 'closed'.
   */
  async deleteOwnOpen(userId: number, id: number): Promise<'deleted' | 'closed' | 'missing'> {
    const own = and(eq(titleRequests.id, id), eq(titleRequests.userId, userId));
    const rows = await this.db
      .delete(titleRequests)
      .where(and(own, eq(titleRequests.status, 'open')))
      .returning({ id: titleRequests.id });
    if (rows.length > 0) return 'deleted';
    const [kept] = await this.db.select({ id: titleRequests.id }).from(titleRequests).where(own);
    return kept ? 'closed' : 'missing';
  }

  async list(status: TitleRequestStatus | undefined, limit: number, offset: number) {
    const where = status ? eq(titleRequests.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...viewColumns, username: users.username })
        .from(titleRequests)
        .innerJoin(users, eq(users.id, titleRequests.userId))
        .leftJoin(movies, eq(movies.id, titleRequests.movieId))
        .leftJoin(series, eq(series.id, titleRequests.seriesId))
        .where(where)
        .orderBy(desc(titleRequests.createdAt), desc(titleRequests.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(titleRequests).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...toView(row), username: row.username })),
      total: total?.n ?? 0,
    };
  }

  async resolve(
    id: number,
    status: TitleRequestStatus,
    reason: string | null,
    releaseId?: number | null,
  ): Promise<TitleRequestRow | null> {
    const [row] = await this.db
      .update(titleRequests)
      .set({
        status,
        reason,
        resolvedAt: status === 'open' ? null : new Date(),
        ...(releaseId !== undefined ? { releaseId } : {}),
      })
      .where(eq(titleRequests.id, id))
      .returning();
    return row ?? null;
  }

  async releaseExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: releases.id }).from(releases).where(eq(releases.id, id));
    return row !== undefined;
  }
}
