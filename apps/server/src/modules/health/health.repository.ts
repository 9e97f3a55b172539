import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthProbe } from '../../db/schema';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  /** Writes (and commits) the probe row. */
  async writeProbe(): Promise<void> {
    const now = new Date();
    await this.db
      .insert(healthProbe)
      .values({ id: 1, checkedAt: now })
      .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: now } });
  }
}
