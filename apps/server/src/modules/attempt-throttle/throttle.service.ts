import { authMessages } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import type { ThrottleRepository } from './throttle.repository';

/** A counter and the number of failures that blocks it. */
export interface GuardedKey {
  key: string;
  blockAfter: number;
}

/** One attempt in progress: the keys it was charged to and their counts. */
export interface Attempt {
  keys: GuardedKey[];
  hits: number[];
}

export interface GuardOptions {
  windowSeconds: number;
  blockSeconds: number;
}

const PURGE_EVERY_MS = 10 * 60_000;
/** Rows older than this are gone for every window in use (the longest is one hour). */
const PURGE_AFTER_MS = 2 * 3600_000;

const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

/**
 * Attempt counting in the database, shared by every server (spec 000 §4):
 * failed sign-ins and wrong current passwords (charge before checking, so a
 * burst of parallel guesses cannot slip past the limit) and request budgets
 * (registrations, reset mails, captchas).
 */
export class ThrottleService {
  private lastPurge = 0;

  constructor(
    private readonly repository: ThrottleRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Seconds a key is still blocked (0: none) and the failures within the window. */
  async state(keys: string[], windowSeconds: number): Promise<{ blockedFor: number; failures: number }> {
    const now = this.clock();
    const cutoff = now.getTime() - windowSeconds * 1000;
    let blockedFor = 0;
    let failures = 0;
    for (const row of await this.repository.find(keys)) {
      if (row.blockedUntil && row.blockedUntil > now)
        blockedFor = Math.max(blockedFor, secondsUntil(row.blockedUntil, now));
      if (row.windowStartedAt.getTime() > cutoff) failures = Math.max(failures, row.hits);
    }
    return { blockedFor, failures };
  }

  /**
   * Counts an attempt before it is checked. When more attempts are running than
   * the limit allows, the key is blocked and the attempt refused without a check.
   */
  async begin(keys: GuardedKey[], options: GuardOptions): Promise<Attempt> {
    const now = this.clock();
    const cutoff = new Date(now.getTime() - options.windowSeconds * 1000);
    const hits: number[] = [];
    for (const { key } of keys) hits.push((await this.repository.charge(key, now, cutoff)).hits);
    this.purgeSometimes(now);
    const attempt = { keys, hits };
    const overflow = keys.some((k, i) => (hits[i] ?? 0) > k.blockAfter);
    if (overflow) throw this.blocked(await this.blockReached(attempt, options), authMessages.blocked);
    return attempt;
  }

  /** The attempt failed. Returns the block time in seconds when a key is now blocked, else 0. */
  async fail(attempt: Attempt, options: GuardOptions): Promise<number> {
    return this.blockReached(attempt, options);
  }

  /** The attempt succeeded: `clear` keys start over, the others take the hit back. */
  async succeed(attempt: Attempt, clear: string[]): Promise<void> {
    for (const { key } of attempt.keys) {
      if (clear.includes(key)) await this.repository.remove(key);
      else await this.repository.uncharge(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.repository.remove(key);
  }

  /** A request budget: at most `limit` requests per window, else 429 with the seconds left. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<void> {
    const now = this.clock();
    const row = await this.repository.charge(key, now, new Date(now.getTime() - windowSeconds * 1000));
    this.purgeSometimes(now);
    if (row.hits > limit) {
      const windowEnd = new Date(row.windowStartedAt.getTime() + windowSeconds * 1000);
      throw this.blocked(secondsUntil(windowEnd, now), authMessages.tooManyRequests);
    }
  }

  blocked(blockTime: number, message: string = authMessages.blocked): HttpError {
    return new HttpError(429, message, { blockTime });
  }

  private async blockReached(attempt: Attempt, options: GuardOptions): Promise<number> {
    const now = this.clock();
    const until = new Date(now.getTime() + options.blockSeconds * 1000);
    let blocked = false;
    for (const [i, { key, blockAfter }] of attempt.keys.entries()) {
      if ((attempt.hits[i] ?? 0) < blockAfter) continue;
      // After the block one more attempt is allowed; failing it blocks again at once.
      await this.repository.block(key, until, blockAfter - 1);
      blocked = true;
    }
    return blocked ? options.blockSeconds : 0;
  }

  private purgeSometimes(now: Date): void {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    // Housekeeping must never fail a request.
    this.repository.purge(new Date(now.getTime() - PURGE_AFTER_MS)).catch(() => undefined);
  }
}
