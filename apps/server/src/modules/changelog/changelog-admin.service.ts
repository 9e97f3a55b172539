import {
  adminMessages,
  type AdminChangelog,
  type AdminChangelogBody,
  type MessageResponse,
} from '@nzbkino/shared';
import type { ChangelogRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { ChangelogRepository, NewChangelogEntry } from './changelog.repository';

/** The admin list shows every entry, drafts too; a bound keeps one answer small. */
const MAX_ENTRIES = 500;

function toAdminEntry(row: ChangelogRow): AdminChangelog {
  return {
    id: row.id,
    version: row.version,
    isPrerelease: row.isPrerelease,
    releaseDate: row.releaseDate.toISOString(),
    title: row.title,
    description: row.description,
    changes: row.changes,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: ChangelogRow) => {
  const { createdAt: _created, updatedAt: _updated, ...rest } = toAdminEntry(row);
  return rest;
};

function toRow(body: AdminChangelogBody): Omit<NewChangelogEntry, 'id'> {
  return { ...body, releaseDate: new Date(body.releaseDate) };
}

/**
 * The five /admin/changelogs calls of spec 000 §7. Versions are unique; a
 * draft (isPublished false) stays out of the dialog and the footer until it
 * is published. Every change is audited.
 */
export class ChangelogAdminService {
  constructor(
    private readonly repository: ChangelogRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<AdminChangelog[]> {
    return (await this.repository.listNewestFirst(MAX_ENTRIES, true)).map(toAdminEntry);
  }

  async get(id: number): Promise<AdminChangelog> {
    return toAdminEntry(await this.existing(id));
  }

  async create(actor: AuditActor, body: AdminChangelogBody): Promise<AdminChangelog> {
    const row = await this.repository.insert(toRow(body));
    if (!row) throw new HttpError(409, adminMessages.changelogVersionTaken(body.version));
    await this.audit.record(actor, {
      action: 'changelog.create',
      entityType: 'changelog',
      entityId: row.id,
      after: snapshot(row),
    });
    return toAdminEntry(row);
  }

  async update(actor: AuditActor, id: number, body: AdminChangelogBody): Promise<AdminChangelog> {
    const before = await this.existing(id);
    const row = await this.repository.update(id, toRow(body));
    if (row === undefined) throw notFound(adminMessages.changelogNotFound);
    if (row === null) throw new HttpError(409, adminMessages.changelogVersionTaken(body.version));
    await this.audit.record(actor, {
      action: 'changelog.update',
      entityType: 'changelog',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return toAdminEntry(row);
  }

  async delete(actor: AuditActor, id: number): Promise<MessageResponse> {
    const row = await this.repository.delete(id);
    if (!row) throw notFound(adminMessages.changelogNotFound);
    await this.audit.record(actor, {
      action: 'changelog.delete',
      entityType: 'changelog',
      entityId: id,
      before: snapshot(row),
    });
    return { message: adminMessages.changelogDeleted(row.version) };
  }

  private async existing(id: number): Promise<ChangelogRow> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.changelogNotFound);
    return row;
  }
}
