import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, genres, people, trailers } from '../../db/schema';
import type { WorkTables } from './work-tables';

/** What a movie or series list is filtered by. */
export interface WorkCriteria {
  /** A `to_tsquery('simple', …)` text matched against title and plot. */
  textQuery?: string;
  /** An ILIKE pattern (escape character `!`) matched against the title. */
  titlePattern?: string;
  /** Works having any of these genres. */
  genreIds?: number[];
}

/**
 * The queries movies and series share, written once over their {@link WorkTables}.
 * The movie and series repositories extend it with what only they have.
 */
export class WorksRepository {
  constructor(
    protected readonly db: Database,
    private readonly t: WorkTables,
  ) {}

  protected whereOf(c: WorkCriteria): SQL | undefined {
    const t = this.t;
    const parts: (SQL | undefined)[] = [];
    const text: SQL[] = [];
    if (c.textQuery !== undefined) text.push(sql`${t.searchVector} @@ to_tsquery('simple', ${c.textQuery})`);
    if (c.titlePattern !== undefined) text.push(sql`${t.title} ilike ${c.titlePattern} escape '!'`);
    if (text.length) parts.push(or(...text));
    if (c.genreIds) {
      const link = t.genres;
      parts.push(
        sql`exists (select 1 from ${link.table} where ${link.workId} = ${t.id} and ${inArray(link.genreId, c.genreIds)})`,
      );
    }
    return parts.length ? and(...parts) : undefined;
  }

  async count(criteria: WorkCriteria): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(this.t.work).where(this.whereOf(criteria));
    return row?.n ?? 0;
  }

  /** The genres of several works in one query. */
  genresOf(workIds: number[]) {
    if (workIds.length === 0) return Promise.resolve([]);
    const link = this.t.genres;
    return this.db
      .select({
        workId: sql<number>`${link.workId}`,
        id: genres.id,
        name: genres.name,
        englishName: genres.englishName,
        slug: genres.slug,
      })
      .from(link.table)
      .innerJoin(genres, eq(genres.id, link.genreId))
      .where(inArray(link.workId, workIds))
      .orderBy(asc(genres.name));
  }

  cast(workId: number, limit: number) {
    const link = this.t.cast;
    return this.db
      .select({
        id: people.id,
        name: people.name,
        character: sql<string | null>`${link.character}`,
        profile_path: people.profilePath,
      })
      .from(link.table)
      .innerJoin(people, eq(people.id, link.personId))
      .where(eq(link.workId, workId))
      .orderBy(asc(link.position))
      .limit(limit);
  }

  /** Studios of a movie, networks of a series. */
  companies(workId: number) {
    const link = this.t.companies;
    return this.db
      .select({ id: companies.id, name: companies.name })
      .from(link.table)
      .innerJoin(companies, eq(companies.id, link.companyId))
      .where(eq(link.workId, workId))
      .orderBy(asc(companies.name));
  }

  trailers(workId: number) {
    return this.db
      .select({
        site: trailers.site,
        type: trailers.type,
        key: trailers.key,
        name: trailers.name,
        official: trailers.official,
      })
      .from(trailers)
      .where(eq(this.t.trailerWorkId, workId))
      .orderBy(asc(trailers.position), asc(trailers.id));
  }

  /**
   * A work by slug first (a slug may be all digits, like "1917"), else by
   * numeric id; `load` selects the rows the caller wants under a condition.
   */
  protected async findWork<R>(slugOrId: string, load: (where: SQL) => Promise<R[]>): Promise<R | undefined> {
    const [bySlug] = await load(eq(this.t.slug, slugOrId));
    if (bySlug || !/^\d{1,9}$/.test(slugOrId)) return bySlug;
    const [byId] = await load(eq(this.t.id, Number(slugOrId)));
    return byId;
  }
}
