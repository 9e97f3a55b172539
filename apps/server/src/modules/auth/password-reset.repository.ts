import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  async insert(row: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(row);
  }

  /** Marks an unused, unexpired token used and answers its user; one statement, so it works once. */
  async consume(tokenHash: string, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId ?? null;
  }

  /** Voids every other open token of the user. */
  async voidOpen(userId: number, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }
}
