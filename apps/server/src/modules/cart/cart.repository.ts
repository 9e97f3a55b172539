import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, releases } from '../../db/schema';
import { joinRowRelations, releaseRowColumns } from '../releases/release-query-parts';
import type { ReleaseListRow } from '../releases/release-query.types';
import { rowsOf, withUserLock } from '../../db/user-lock';

export type CartInsert = 'inserted' | 'present' | 'full' | 'no-release' | 'no-user';

/** The cart_items rows of one user. */
export class CartRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts the item unless it is there already or the user holds `maxItems`
   * rows; under the user's row lock, so concurrent inserts cannot pass the cap.
   */
  async insertBelowCap(userId: number, releaseId: number, maxItems: number): Promise<CartInsert> {
    const done = await withUserLock(this.db, userId, async (tx) => {
      const [state] = rowsOf<{ n: number | string; present: boolean; release: boolean }>(
        await tx.execute(sql`select
          (select count(*) from cart_items where user_id = ${userId}) as n,
          exists (select 1 from cart_items where user_id = ${userId} and release_id = ${releaseId}) as present,
          exists (select 1 from releases where id = ${releaseId}) as release`),
      );
      if (!state?.release) return 'no-release' as const;
      if (state.present) return 'present' as const;
      if (Number(state.n) >= maxItems) return 'full' as const;
      await tx.insert(cartItems).values({ userId, releaseId });
      return 'inserted' as const;
    });
    return done?.value ?? 'no-user';
  }

  async delete(userId: number, releaseId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.releaseId, releaseId)))
      .returning({ releaseId: cartItems.releaseId });
    return deleted.length > 0;
  }

  async deleteAll(userId: number): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    return row?.n ?? 0;
  }

  /** Release ids in the order they were added. */
  async releaseIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ releaseId: cartItems.releaseId })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.releaseId));
    return rows.map((r) => r.releaseId);
  }

  /** The cart's releases as catalogue rows, newest addition first. */
  releaseRows(userId: number): Promise<ReleaseListRow[]> {
    return joinRowRelations(
      this.db
        .select(releaseRowColumns)
        .from(cartItems)
        .innerJoin(releases, eq(releases.id, cartItems.releaseId))
        .$dynamic(),
    )
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.releaseId));
  }
}
