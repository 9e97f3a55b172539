import {
  adminMessages,
  type AdminNews,
  type AdminNewsCreate,
  type AdminNewsUpdate,
  type MessageResponse,
} from '@nzbkino/shared';
import type { NewsRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { NewsRepository } from './news.repository';

function toNews(row: NewsRow & { reactions: number }): AdminNews {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reactions: row.reactions,
  };
}

const snapshot = (row: NewsRow) => ({ title: row.title, content: row.content, isActive: row.isActive });

/** The home page's news as administrators write, publish and withdraw it; every change audited. */
export class NewsAdminService {
  constructor(
    private readonly repository: NewsRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(page: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.repository.page(limit, (page - 1) * limit),
      this.repository.countAll(),
    ]);
    return { news: rows.map(toNews), page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  }

  async get(id: number): Promise<AdminNews> {
    return toNews(await this.existing(id));
  }

  async create(actor: AuditActor, body: AdminNewsCreate): Promise<AdminNews> {
    const row = await this.repository.insert(body);
    await this.audit.record(actor, {
      action: 'news.create',
      entityType: 'news',
      entityId: row.id,
      after: snapshot(row),
    });
    return this.get(row.id);
  }

  async update(actor: AuditActor, id: number, body: AdminNewsUpdate): Promise<AdminNews> {
    const before = await this.existing(id);
    await this.repository.update(id, body);
    const after = await this.existing(id);
    const action =
      body.isActive !== undefined && body.isActive !== before.isActive
        ? body.isActive
          ? 'news.publish'
          : 'news.unpublish'
        : 'news.update';
    await this.audit.record(actor, {
      action,
      entityType: 'news',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toNews(after);
  }

  async delete(actor: AuditActor, id: number): Promise<MessageResponse> {
    const deleted = await this.repository.delete(id);
    if (!deleted) throw notFound(adminMessages.newsNotFound);
    await this.audit.record(actor, {
      action: 'news.delete',
      entityType: 'news',
      entityId: id,
      before: snapshot(deleted),
    });
    return { message: adminMessages.newsDeleted(deleted.title) };
  }

  private async existing(id: number) {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.newsNotFound);
    return row;
  }
}
