import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEntries, type AuditRow, type NewAuditRow } from '../../db/schema';

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorId?: number | undefined;
}

export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewAuditRow): Promise<void> {
    await this.db.insert(auditEntries).values(row);
  }

  private where(filter: AuditFilter): SQL | undefined {
    return and(
      filter.entityType ? eq(auditEntries.entityType, filter.entityType) : undefined,
      filter.entityId ? eq(auditEntries.entityId, filter.entityId) : undefined,
      filter.actorId ? eq(auditEntries.actorId, filter.actorId) : undefined,
    );
  }

  page(filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditEntries)
      .where(this.where(filter))
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(limit)
      .offset(offset);
  }

  async count(filter: AuditFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(auditEntries).where(this.where(filter));
    return row?.n ?? 0;
  }
}
