import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movies, type MovieRow } from '../../db/schema';
import { containsPattern } from '../../lib/text-search';

export type MovieFields = Partial<
  Omit<typeof movies.$inferInsert, 'id' | 'createdAt' | 'searchVector' | 'sortTitle'>
>;

const releaseCount =
  sql<number>`(select count(*) from releases r where r.movie_id = ${sql.raw('"movies"."id"')})`.mapWith(
    Number,
  );

/** The admins' queries on films. */
export class AdminMoviesRepository {
  constructor(private readonly db: Database) {}

  private where(search: string | undefined) {
    const term = search?.trim();
    return term
      ? sql`(${movies.title} ilike ${containsPattern(term)} escape '!' or ${movies.originalTitle} ilike ${containsPattern(term)} escape '!' or ${movies.imdbId} = ${term} or ${movies.tmdbId}::text = ${term})`
      : undefined;
  }

  page(search: string | undefined, limit: number, offset: number) {
    return this.db
      .select({
        id: movies.id,
        slug: movies.slug,
        title: movies.title,
        year: movies.year,
        tmdbId: movies.tmdbId,
        imdbId: movies.imdbId,
        posterPath: movies.posterPath,
        releaseCount,
      })
      .from(movies)
      .where(this.where(search))
      .orderBy(desc(movies.createdAt), desc(movies.id))
      .limit(limit)
      .offset(offset);
  }

  async count(search: string | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(movies).where(this.where(search));
    return row?.n ?? 0;
  }

  async byId(id: number): Promise<(MovieRow & { releaseCount: number }) | undefined> {
    const [row] = await this.db.select({ movie: movies, releaseCount }).from(movies).where(eq(movies.id, id));
    return row ? { ...row.movie, releaseCount: row.releaseCount } : undefined;
  }

  async insert(
    values: MovieFields & Pick<typeof movies.$inferInsert, 'slug' | 'title' | 'matchTitles'>,
  ): Promise<number> {
    const [row] = await this.db.insert(movies).values(values).returning({ id: movies.id });
    return row!.id;
  }

  async update(id: number, values: MovieFields): Promise<void> {
    await this.db
      .update(movies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(movies.id, id));
  }

  /** Whether another film than `exceptId` has this slug. */
  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: movies.id })
      .from(movies)
      .where(exceptId ? and(eq(movies.slug, slug), ne(movies.id, exceptId)) : eq(movies.slug, slug))
      .limit(1);
    return row !== undefined;
  }

  async tmdbTaken(tmdbId: number, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: movies.id })
      .from(movies)
      .where(exceptId ? and(eq(movies.tmdbId, tmdbId), ne(movies.id, exceptId)) : eq(movies.tmdbId, tmdbId))
      .limit(1);
    return row !== undefined;
  }
}
