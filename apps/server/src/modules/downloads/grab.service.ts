import {
  authMessages,
  downloadMessages,
  type DownloadLimits,
  type GrabChannel,
  type GrabHistoryPage,
  type GrabHistoryQuery,
  type Role,
} from '@nzbkino/shared';
import type { GrabRow } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { GrabsRepository } from './grabs.repository';
import type { ReleaseFile } from './release-files.repository';

const HOUR_MS = 3600_000;
/** The limit counts downloads in a rolling window of this many hours (spec 000 §6: a daily limit). */
export const LIMIT_WINDOW_HOURS = 24;
/** Spec 001 §2.7, §9: a download stays available 7 days after the first one; re-downloads then are free. */
export const REDOWNLOAD_DAYS = 7;

/** Who grabs, from where and how. */
export interface Grabber {
  id: number;
  role: Role;
}

/** The download limit per role (null: unlimited), read at each use: administrators change it at run time. */
export type DownloadLimitSource = () => Promise<Record<Role, number | null>>;

export interface GrabContext {
  channel: GrabChannel;
  clientAddress: string | null;
}

/**
 * Records every NZB handed out and enforces the daily limits. A grab of a
 * release the member already grabbed (counted) within 7 days is recorded for
 * the history but counts neither against the limit nor towards the release's
 * download count. For limited roles the check and the insert run under the
 * member's row lock, so concurrent downloads cannot both take the last slot;
 * a set of releases (the cart's zip) is granted whole or not at all.
 */
export class GrabService {
  constructor(
    private readonly repository: GrabsRepository,
    private readonly limits: DownloadLimitSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async limitOf(role: Role): Promise<number | null> {
    return (await this.limits())[role];
  }

  /** Records the grab of these releases, or throws 403 when the member's allowance does not cover them. */
  async grant(user: Grabber, files: ReleaseFile[], context: GrabContext): Promise<void> {
    const now = this.clock();
    const limit = await this.limitOf(user.role);
    const work = async (tx: GrabsRepository) => {
      const ids = [...new Set(files.map((f) => f.id))];
      const state = await tx.state(
        user.id,
        ids,
        ago(now, REDOWNLOAD_DAYS * 24),
        ago(now, LIMIT_WINDOW_HOURS),
      );
      const fresh = new Set(ids.filter((id) => !state.again.has(id)));
      if (limit !== null && fresh.size > 0) {
        const remaining = Math.max(0, limit - state.used);
        if (fresh.size > remaining) throw overLimit(files.length, fresh.size, remaining, limit, state);
      }
      await tx.record(
        files.map((file) => ({
          userId: user.id,
          releaseId: file.id,
          releaseName: file.name,
          releaseSize: file.size,
          releaseGroup: file.group,
          channel: context.channel,
          clientAddress: context.clientAddress,
          // Once per release, should a list name one twice.
          counted: fresh.delete(file.id),
          createdAt: now,
        })),
      );
    };
    // Unlimited roles have nothing to race for: no lock and no transaction (the record is one statement).
    if (limit === null) return work(this.repository);
    const done = await this.repository.forUser(user.id, work);
    if (done === null) throw new HttpError(401, authMessages.invalidToken);
  }

  /** What the cart page and the settings show: used, limit, remaining, when a slot frees up. */
  async limitsOf(user: Grabber): Promise<DownloadLimits> {
    const now = this.clock();
    const limit = await this.limitOf(user.role);
    const used = await this.repository.countedSince(user.id, ago(now, LIMIT_WINDOW_HOURS));
    return {
      role: user.role,
      used: used.count,
      limit,
      remaining: limit === null ? null : Math.max(0, limit - used.count),
      resetsAt: resetsAt(used.oldest),
      windowHours: LIMIT_WINDOW_HOURS,
      redownloadDays: REDOWNLOAD_DAYS,
    };
  }

  /** 'Meine Downloads': the member's grabs, newest first. */
  async history(userId: number, query: GrabHistoryQuery): Promise<GrabHistoryPage> {
    const { page, limit } = query;
    const [rows, total] = await Promise.all([
      this.repository.page(userId, limit, (page - 1) * limit),
      this.repository.countFor(userId),
    ]);
    return {
      data: rows.map(toHistoryItem),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalItems: total,
      limit,
    };
  }
}

function ago(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

function resetsAt(oldest: Date | null): string | null {
  return oldest ? new Date(oldest.getTime() + LIMIT_WINDOW_HOURS * HOUR_MS).toISOString() : null;
}

function overLimit(
  requested: number,
  required: number,
  remaining: number,
  limit: number,
  state: { used: number; oldest: Date | null },
): HttpError {
  const message =
    requested === 1 ? downloadMessages.limitReached : downloadMessages.cartOverLimit(required, remaining);
  return new HttpError(403, message, {
    limit,
    used: state.used,
    remaining,
    required,
    resetsAt: resetsAt(state.oldest),
  });
}

function toHistoryItem(row: GrabRow) {
  return {
    id: row.id,
    releaseId: row.releaseId,
    name: row.releaseName,
    size: row.releaseSize,
    group: row.releaseGroup,
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    counted: row.counted,
    available: row.releaseId !== null,
  };
}
