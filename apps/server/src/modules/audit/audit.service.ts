import type { AuditEntityType, AuditEntry, AuditPage, AuditQuery } from '@nzbkino/shared';
import type { AuditRow } from '../../db/schema';
import type { AuditRepository } from './audit.repository';

/** Who made a change: the signed-in administrator, or (id null) the server itself or its CLI. */
export interface AuditActor {
  id: number | null;
  username: string;
}

export interface AuditRecord {
  action: string;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** JSON as it is stored: dates as ISO text, undefined fields dropped (a structured clone by JSON). */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The audit log: every admin service records its changes here (who, what,
 * when, before → after), so nothing an administrator does is silent.
 * Callers pass snapshots without secrets.
 */
export class AuditLog {
  constructor(private readonly repository: AuditRepository) {}

  async record(actor: AuditActor, change: AuditRecord): Promise<void> {
    await this.repository.insert({
      actorId: actor.id,
      actorName: actor.username,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
      before: snapshot(change.before),
      after: snapshot(change.after),
    });
  }

  async list(query: AuditQuery): Promise<AuditPage> {
    const { page, limit, ...filter } = query;
    const [rows, total] = await Promise.all([
      this.repository.page(filter, limit, (page - 1) * limit),
      this.repository.count(filter),
    ]);
    return {
      entries: rows.map(toEntry),
      page,
      limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }
}
