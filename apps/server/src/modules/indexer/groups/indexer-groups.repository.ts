import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { indexerGroups } from '../../../db/schema';
import { rowsOf } from '../../../db/user-lock';

export type IndexerGroupRow = typeof indexerGroups.$inferSelect;

export interface GroupSettings {
  active?: boolean;
  backfillDays?: number;
  startDays?: number;
}

export class IndexerGroupsRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<IndexerGroupRow[]> {
    return this.db.select().from(indexerGroups).orderBy(asc(indexerGroups.name));
  }

  async byName(name: string): Promise<IndexerGroupRow | null> {
    const [row] = await this.db.select().from(indexerGroups).where(eq(indexerGroups.name, name));
    return row ?? null;
  }

  async byId(id: number): Promise<IndexerGroupRow | null> {
    const [row] = await this.db.select().from(indexerGroups).where(eq(indexerGroups.id, id));
    return row ?? null;
  }

  /** Adds the group, or answers the one of that name that exists already (settings unchanged). */
  async add(name: string, settings: GroupSettings = {}): Promise<IndexerGroupRow> {
    const [row] = await this.db
      .insert(indexerGroups)
      .values({ name, ...settings })
      .onConflictDoNothing()
      .returning();
    return row ?? (await this.byName(name))!;
  }

  async update(id: number, settings: GroupSettings): Promise<IndexerGroupRow | null> {
    if (Object.keys(settings).length === 0) return this.byId(id);
    const [row] = await this.db
      .update(indexerGroups)
      .set(settings)
      .where(eq(indexerGroups.id, id))
      .returning();
    return row ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(indexerGroups)
      .where(eq(indexerGroups.id, id))
      .returning({ id: indexerGroups.id });
    return rows.length > 0;
  }

  /**
   * Claims the group for `worker` for `ms`, unless another worker holds a
   * claim that has not run out: on PostgreSQL several processes and machines
   * share the groups, and no range of a group is read by two of them.
   */
  async claim(id: number, worker: string, ms: number): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(sql`
        update indexer_groups set claimed_by = ${worker},
          claimed_until = now() + make_interval(secs => ${ms / 1000})
        where id = ${id} and (claimed_by is null or claimed_by = ${worker} or claimed_until < now())
        returning id`),
    );
    return rows.length > 0;
  }

  /** Ends every claim: on the embedded database only this process can be reading, so any claim is stale. */
  async releaseAll(): Promise<void> {
    await this.db.execute(sql`
      update indexer_groups set claimed_by = null, claimed_until = null where claimed_by is not null`);
  }

  async release(id: number, worker: string): Promise<void> {
    await this.db.execute(sql`
      update indexer_groups set claimed_by = null, claimed_until = null
      where id = ${id} and claimed_by = ${worker}`);
  }

  /** Missing articles part repair should ask for again (fewest attempts first). */
  async missing(groupId: number, maxAttempts: number, limit: number): Promise<number[]> {
    const rows = rowsOf<{ article: number | string }>(
      await this.db.execute(sql`
        select article from indexer_missing_articles
        where group_id = ${groupId} and attempts < ${maxAttempts}
        order by article limit ${limit}`),
    );
    return rows.map((r) => Number(r.article));
  }

  /** One more failed attempt for each; those that reached `maxAttempts` are given up and counted. */
  async missedAgain(groupId: number, articles: number[], maxAttempts: number): Promise<number> {
    if (articles.length === 0) return 0;
    return this.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      // Two statements: a row changed by one part of a statement cannot be removed by another part of it.
      await tx.execute(sql`
        update indexer_missing_articles set attempts = attempts + 1
        where group_id = ${groupId} and article = any(${sql.param(articles)}::bigint[])`);
      const given = rowsOf(
        await tx.execute(sql`
          delete from indexer_missing_articles
          where group_id = ${groupId} and attempts >= ${maxAttempts}
          returning article`),
      );
      if (given.length > 0)
        await tx.execute(sql`
          update indexer_groups set articles_given_up = articles_given_up + ${given.length}
          where id = ${groupId}`);
      return given.length;
    });
  }

  async missingCount(groupId: number): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(
      await this.db.execute(
        sql`select count(*) as n from indexer_missing_articles where group_id = ${groupId}`,
      ),
    );
    return Number(row?.n ?? 0);
  }
}
