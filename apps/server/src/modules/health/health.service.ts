import { sql } from 'drizzle-orm';
import type { Health } from '@nzbkino/shared';
import type { Database } from '../../db/client';

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Database,
    private readonly version: string,
  ) {}

  async check(): Promise<Health> {
    let database: Health['database'] = 'ok';
    try {
      await this.db.execute(sql`select 1`);
    } catch {
      database = 'unavailable';
    }
    return {
      status: database === 'ok' ? 'ok' : 'degraded',
      database,
      version: this.version,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
