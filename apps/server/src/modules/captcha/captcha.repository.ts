import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaChallenges } from '../../db/schema';

export class CaptchaRepository {
  constructor(private readonly db: Database) {}

  async insert(row: { id: string; answerHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(captchaChallenges).values(row);
  }

  /** Deletes and returns the captcha in one statement: two requests can never both use it. */
  async take(id: string): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .delete(captchaChallenges)
      .where(eq(captchaChallenges.id, id))
      .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
    return row;
  }

  async purgeExpired(now: Date): Promise<void> {
    await this.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
  }
}
