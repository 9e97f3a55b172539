import type { Grabber, GrabService } from '../../downloads/grab.service';
import { LIMIT_WINDOW_HOURS } from '../../downloads/grab.service';
import type { ApiUsage, ApiUsageRepository } from './api-usage.repository';
import type { Counting } from './key-holder.repository';
import type { ApiCredentials, NewznabAccess } from './newznab-access.service';
import type { AuthUser } from '../../auth/auth.service';
import { NewznabError } from './newznab-errors';

const HOUR_MS = 3600_000;
const WINDOW_MS = LIMIT_WINDOW_HOURS * HOUR_MS;
const PRUNE_EVERY = 1000;
/** The roles that may use the API (a Basic key is refused with 102 before anything is counted). */
const COUNTED_ROLES = ['PREMIUM', 'VIP', 'ADMIN'] as const;

/** The daily API request limit per role (null: unlimited), read at each use: administrators change it at run time. */
export type ApiLimitSource = () => Promise<Record<'PREMIUM' | 'VIP' | 'ADMIN', number | null>>;

/** What the `apilimits` element tells a client; null max means unlimited. */
export interface ApiLimits {
  apiCurrent: number;
  apiMax: number | null;
  apiOldest: Date | null;
  /** Null when grabs are unlimited for the role (not counted per answer). */
  grabCurrent: number | null;
  grabMax: number | null;
  grabOldest: Date | null;
}

/**
 * The per-role daily limits of the API: requests counted per hour in the
 * database (so every server process sees the same count), grabs read from the
 * one grabs table the web downloads use (same rule, same limit).
 */
export class ApiLimitService {
  private bumps = 0;

  constructor(
    private readonly usage: ApiUsageRepository,
    private readonly grabs: GrabService,
    private readonly limits: ApiLimitSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async requestLimitOf(role: Grabber['role']): Promise<number | null> {
    return role === 'USER' ? 0 : (await this.limits())[role];
  }

  /** What the key lookup of a counted call counts in the same statement (KeyHolderRepository). */
  async counting(): Promise<Counting> {
    const now = this.clock();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    return { hour, windowStart: new Date(now.getTime() - WINDOW_MS), now, roles: [...COUNTED_ROLES] };
  }

  /**
   * Checks the request against the daily limit; error 500 (HTTP 429 with
   * Retry-After) when the member's requests are used up. `counted` is what the
   * key lookup counted under `counting` (null when it could not count: a
   * membership that ended in between), counted here then, so each admitted
   * request is counted once. A role without a limit is counted all the same:
   * `apilimits`, the admin overview and the user list show real use.
   */
  async admit(
    user: Grabber,
    counted: ApiUsage | null,
    { hour, windowStart, now }: Counting,
  ): Promise<{ current: number; oldest: Date | null }> {
    const max = await this.requestLimitOf(user.role);
    const used = counted ?? (await this.usage.bump(user.id, hour, windowStart));
    if (++this.bumps % PRUNE_EVERY === 0) void this.usage.prune(new Date(now.getTime() - 2 * WINDOW_MS));
    if (max !== null && used.count > max) {
      await this.usage.unbump(user.id, hour);
      throw new NewznabError(500, undefined, retryAfter(used.oldest, now));
    }
    return { current: used.count, oldest: used.oldest };
  }

  /** Takes back a count made (in `hour`) for a call that was then refused. */
  takeBack(userId: number, hour: Date): Promise<void> {
    return this.usage.unbump(userId, hour);
  }

  /** The key lookup and count of a counted call, then the limit check: one statement in the common case. */
  async enter(
    access: Pick<NewznabAccess, 'authenticateCounting'>,
    credentials: ApiCredentials,
  ): Promise<{ user: AuthUser; admitted: { current: number; oldest: Date | null } }> {
    const counting = await this.counting();
    const { user, counted } = await access.authenticateCounting(credentials, counting, (id) =>
      this.takeBack(id, counting.hour),
    );
    return { user, admitted: await this.admit(user, counted, counting) };
  }

  /** The figures for `apilimits`; `admitted` is what {@link admit} returned for this request. */
  async report(user: Grabber, admitted?: { current: number; oldest: Date | null }): Promise<ApiLimits> {
    const now = this.clock();
    // Unlimited grabs need no count on every answer (one query less per request).
    const [grabLimit, apiMax] = await Promise.all([
      this.grabs.limitOf(user.role),
      this.requestLimitOf(user.role),
    ]);
    const [api, grabs] = await Promise.all([
      admitted ?? this.usage.usage(user.id, new Date(now.getTime() - WINDOW_MS)),
      grabLimit === null ? null : this.grabs.limitsOf(user),
    ]);
    return {
      apiCurrent: 'current' in api ? api.current : api.count,
      apiMax,
      apiOldest: api.oldest,
      grabCurrent: grabs?.used ?? null,
      grabMax: grabLimit,
      grabOldest: grabs?.resetsAt ? new Date(new Date(grabs.resetsAt).getTime() - WINDOW_MS) : null,
    };
  }

  /** Seconds until a grab slot frees up, for the Retry-After of error 501. */
  async grabRetryAfter(user: Grabber): Promise<number> {
    const limits = await this.grabs.limitsOf(user);
    const resets = limits.resetsAt ? new Date(limits.resetsAt).getTime() : this.clock().getTime() + WINDOW_MS;
    return Math.max(1, Math.ceil((resets - this.clock().getTime()) / 1000));
  }
}

function retryAfter(oldest: Date | null, now: Date): number {
  const frees = (oldest ?? now).getTime() + WINDOW_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}
