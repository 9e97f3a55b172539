import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export class StatsRepository {
  constructor(private readonly db: Database) {}

  async countUsers(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }
}
