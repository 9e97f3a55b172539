import { sql } from 'drizzle-orm';
import { checkDatabaseStorage, type Database } from '../../db/client';
import { healthProbe } from '../../db/schema';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  /** Writes (and commits) the probe row; first, whether the embedded database can write its folder at all. */
  async writeProbe(): Promise<void> {
    // The probe row's file is open already: its write succeeds where every other table's fails.
    await checkDatabaseStorage(this.db);
    const now = new Date();
    await this.db
      .insert(healthProbe)
      .values({ id: 1, checkedAt: now })
      .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: now } });
  }
}
