import { count, desc, gte, lt } from 'drizzle-orm';
import type { ImportOutcome } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { importLog, type ImportLogRow, type NewImportLogRow } from '../../db/schema';

export class ImportLogRepository {
  constructor(private readonly db: Database) {}

  async insertMany(rows: NewImportLogRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(importLog).values(rows);
  }

  recent(limit: number): Promise<ImportLogRow[]> {
    return this.db
      .select()
      .from(importLog)
      .orderBy(desc(importLog.createdAt), desc(importLog.id))
      .limit(limit);
  }

  async countsSince(since: Date): Promise<Record<ImportOutcome, number>> {
    const rows = await this.db
      .select({ status: importLog.status, n: count() })
      .from(importLog)
      .where(gte(importLog.createdAt, since))
      .groupBy(importLog.status);
    const counts = { imported: 0, duplicate: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async prune(before: Date): Promise<void> {
    await this.db.delete(importLog).where(lt(importLog.createdAt, before));
  }
}
