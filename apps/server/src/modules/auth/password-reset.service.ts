import { randomBytes } from 'node:crypto';
import { authMessages, type MessageResponse } from '@nzbkino/shared';
import type { SecurityConfig } from '../../config';
import type { UserRow } from '../../db/schema';
import type { MailQueue } from '../../integrations/mail';
import { HttpError } from '../../lib/http-errors';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import { hashPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import type { AccountMails } from './account-mails';
import { sha256 } from './auth.service';
import type { PasswordResetRepository } from './password-reset.repository';
import { loginIdentifierKey, loginPairKey } from './sign-in.service';

const RESET_ATTEMPTS_PER_15_MIN = 30;

/**
 * Forgot password and reset (spec 000 §3, §7). The request always gets the same
 * answer at once; looking up the account and sending the mail happen in the
 * background. Tokens are 256 random bits, stored as SHA-256, single use, expiring.
 */
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetRepository,
    private readonly throttle: ThrottleService,
    private readonly mails: MailQueue,
    private readonly accountMails: AccountMails,
    private readonly security: SecurityConfig,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async requestReset(email: string, clientAddress: string): Promise<MessageResponse> {
    await this.throttle.consume(
      throttleKey('reset-addr', clientNetwork(clientAddress)),
      this.security.resetRequestsPerHour,
      3600,
    );
    this.mails.enqueue(async () => {
      const user = await this.users.findByEmail(email);
      if (!user) return null;
      // Per inbox a few mails an hour; beyond that the request is dropped silently,
      // so nobody can flood a mailbox nor block its owner from resetting with a 429.
      const budget = this.security.resetMailsPerEmailPerHour;
      if (!(await this.withinBudget(throttleKey('reset-email', user.email.toLowerCase()), budget)))
        return null;
      return this.resetMail(user);
    });
    return { message: authMessages.forgotPassword };
  }

  /** An administrator sends the reset mail for a member (no budget: admins are trusted and audited). */
  sendResetMail(user: UserRow): void {
    this.mails.enqueue(() => this.resetMail(user));
  }

  private async resetMail(user: UserRow) {
    const token = randomBytes(32).toString('base64url');
    const ttl = this.security.resetTokenTtlSeconds;
    await this.resets.insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock().getTime() + ttl * 1000),
    });
    return this.accountMails.resetPassword(user, token, ttl);
  }

  async resetPassword(token: string, password: string, clientAddress: string): Promise<MessageResponse> {
    await this.throttle.consume(
      throttleKey('reset-try-addr', clientNetwork(clientAddress)),
      RESET_ATTEMPTS_PER_15_MIN,
      900,
    );
    const passwordHash = await hashPassword(password);
    const now = this.clock();
    const userId = await this.resets.consume(sha256(token), now);
    if (userId === null) throw new HttpError(400, authMessages.resetInvalid);
    const user = await this.users.updatePassword(userId, passwordHash);
    if (!user) throw new HttpError(400, authMessages.resetInvalid);
    await this.resets.voidOpen(userId, now);
    // Whoever proved they own the inbox may sign in at once (from the network the reset came from).
    const network = clientNetwork(clientAddress);
    for (const identifier of [user.username, user.email]) {
      await this.throttle.reset(loginIdentifierKey(identifier));
      await this.throttle.reset(loginPairKey(identifier, network));
    }
    this.mails.enqueue(() => this.accountMails.passwordChanged(user));
    return { message: authMessages.resetDone };
  }

  private async withinBudget(key: string, limit: number): Promise<boolean> {
    try {
      await this.throttle.consume(key, limit, 3600);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }
}
