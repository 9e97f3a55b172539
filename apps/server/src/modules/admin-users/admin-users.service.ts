import {
  adminMessages,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserQuery,
  type AdminUserRoleBody,
  type MessageResponse,
} from '@nzbkino/shared';
import type { UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import { effectiveRole } from '../auth/auth.service';
import type { PasswordResetService } from '../auth/password-reset.service';
import { LIMIT_WINDOW_HOURS } from '../downloads/grab.service';
import type { SiteSettings } from '../settings/site-settings';
import type { EffectiveSettings } from '../settings/site-settings.types';
import type { AdminUsersRepository, UserWithUsage } from './admin-users.repository';

const RECENT_GRABS = 20;

/** What the audit log keeps of an account: never its password or API key hash. */
export function userSnapshot(row: UserRow) {
  return {
    username: row.username,
    email: row.email,
    role: row.role,
    membershipExpiresAt: row.membershipExpiresAt,
    suspendedAt: row.suspendedAt,
    suspendedReason: row.suspendedReason,
  };
}

function toAdminUser({ user, grabs, apiCalls }: UserWithUsage, settings: EffectiveSettings): AdminUser {
  const role = effectiveRole(user);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    effectiveRole: role,
    displayName: user.displayName,
    membershipExpiresAt: user.membershipExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    suspended: user.suspendedAt !== null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspendedReason: user.suspendedReason,
    hasApiKey: user.apiKeyHash !== null,
    grabsToday: grabs,
    downloadLimit: settings.downloadLimits[role],
    apiCallsToday: apiCalls,
    apiLimit: role === 'USER' ? 0 : settings.apiLimits[role],
  };
}

/**
 * The admins' user management: list and look up accounts with their use of
 * the limits, change roles, suspend, send a reset mail, delete. Nobody can
 * lock themselves out, nor remove the last active administrator. Every
 * change is written to the audit log.
 */
export class AdminUsersService {
  constructor(
    private readonly repository: AdminUsersRepository,
    private readonly settings: SiteSettings,
    private readonly resets: PasswordResetService,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private windowStart(): Date {
    return new Date(this.clock().getTime() - LIMIT_WINDOW_HOURS * 3600_000);
  }

  async list(query: AdminUserQuery): Promise<AdminUserPage> {
    const { page, limit, ...filter } = query;
    const [rows, total, settings] = await Promise.all([
      this.repository.page(filter, this.windowStart(), limit, (page - 1) * limit),
      this.repository.count(filter),
      this.settings.current(),
    ]);
    return {
      users: rows.map((row) => toAdminUser(row, settings)),
      page,
      limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }

  async detail(id: number): Promise<AdminUserDetail> {
    const [row, settings] = await Promise.all([
      this.repository.withUsageById(id, this.windowStart()),
      this.settings.current(),
    ]);
    if (!row) throw notFound(adminMessages.userNotFound);
    const [recent, totalGrabs] = await Promise.all([
      this.repository.recentGrabs(id, RECENT_GRABS),
      this.repository.grabCount(id),
    ]);
    return {
      ...toAdminUser(row, settings),
      apiKeyCreatedAt: row.user.apiKeyCreatedAt?.toISOString() ?? null,
      totalGrabs,
      recentGrabs: recent.map((grab) => ({
        id: grab.id,
        releaseId: grab.releaseId,
        name: grab.releaseName,
        size: grab.releaseSize,
        channel: grab.channel,
        counted: grab.counted,
        createdAt: grab.createdAt.toISOString(),
      })),
    };
  }

  async setRole(actor: AuditActor, id: number, body: AdminUserRoleBody): Promise<AdminUserDetail> {
    const before = await this.existing(id);
    if (actor.id === id) throw new HttpError(409, adminMessages.notSelf);
    const paid = body.role === 'PREMIUM' || body.role === 'VIP';
    if (!paid && body.membershipExpiresAt) throw new HttpError(400, adminMessages.membershipOnlyForPaid);
    const expires = paid && body.membershipExpiresAt ? new Date(body.membershipExpiresAt) : null;
    const after = await this.repository.updateRole(id, body.role, expires);
    if (!after) throw this.lastAdmin();
    await this.audit.record(actor, {
      action: 'user.role',
      entityType: 'user',
      entityId: id,
      before: { role: before.role, membershipExpiresAt: before.membershipExpiresAt },
      after: { role: after.role, membershipExpiresAt: after.membershipExpiresAt },
    });
    return this.detail(id);
  }

  /** Suspends the account: its sessions, signed links and API key stop working at once. */
  async suspend(actor: AuditActor, id: number, reason: string | undefined): Promise<AdminUserDetail> {
    const before = await this.existing(id);
    if (actor.id === id) throw new HttpError(409, adminMessages.notSelf);
    if (before.suspendedAt) throw new HttpError(409, adminMessages.alreadySuspended);
    const after = await this.repository.suspend(id, reason?.trim() || null, this.clock());
    if (!after) throw this.lastAdmin();
    await this.audit.record(actor, {
      action: 'user.suspend',
      entityType: 'user',
      entityId: id,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    return this.detail(id);
  }

  async unsuspend(actor: AuditActor, id: number): Promise<AdminUserDetail> {
    const before = await this.existing(id);
    if (!before.suspendedAt) throw new HttpError(409, adminMessages.notSuspended);
    const after = await this.repository.unsuspend(id);
    if (!after) throw notFound(adminMessages.userNotFound);
    await this.audit.record(actor, {
      action: 'user.unsuspend',
      entityType: 'user',
      entityId: id,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    return this.detail(id);
  }

  /** Sends the member the usual reset mail (a single-use link), as if they had asked for it. */
  async sendPasswordReset(actor: AuditActor, id: number): Promise<MessageResponse> {
    const user = await this.existing(id);
    this.resets.sendResetMail(user);
    await this.audit.record(actor, {
      action: 'user.password-reset',
      entityType: 'user',
      entityId: id,
      after: { email: user.email },
    });
    return { message: adminMessages.passwordResetSent(user.email) };
  }

  /** Deletes the account with its data: grabs, cart, watchlist, requests, notifications, reactions. */
  async delete(actor: AuditActor, id: number): Promise<MessageResponse> {
    const before = await this.existing(id);
    if (actor.id === id) throw new HttpError(409, adminMessages.notSelf);
    const deleted = await this.repository.delete(id);
    if (!deleted) throw this.lastAdmin();
    await this.audit.record(actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: userSnapshot(before),
    });
    return { message: adminMessages.userDeleted(before.username) };
  }

  private async existing(id: number): Promise<UserRow> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(adminMessages.userNotFound);
    return row;
  }

  private lastAdmin(): HttpError {
    return new HttpError(409, adminMessages.lastAdmin);
  }
}
