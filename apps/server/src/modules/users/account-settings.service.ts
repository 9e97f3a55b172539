import { authMessages, type LoginResponse } from '@nzbkino/shared';
import type { UserRow } from '../../db/schema';
import type { MailQueue } from '../../integrations/mail';
import { HttpError } from '../../lib/http-errors';
import { throttleKey } from '../attempt-throttle/throttle-keys';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import type { AccountMails } from '../auth/account-mails';
import { toAuthUser, type AuthService, type AuthUser } from '../auth/auth.service';
import { hashPassword, verifyPassword } from './password';
import type { UsersRepository } from './users.repository';

/** Wrong current passwords per account before a pause: a stolen token must not become a password oracle. */
const CURRENT_PASSWORD_ATTEMPTS = 5;
const CURRENT_PASSWORD_GUARD = { windowSeconds: 900, blockSeconds: 900 };
/**
 * E-mail changes per account and hour. Whether an address is taken is answered
 * plainly here (409, as the spec's client expects), so without a budget one
 * account could test any number of addresses for membership.
 */
const EMAIL_CHANGES_PER_HOUR = 5;

/** The signed-in user's own account: e-mail, password, sessions (spec 001 §3, §7). */
export class AccountSettingsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly throttle: ThrottleService,
    private readonly mails: MailQueue,
    private readonly accountMails: AccountMails,
  ) {}

  async changeEmail(user: AuthUser, email: string, password: string): Promise<AuthUser> {
    const row = await this.confirmPassword(user, password);
    if (row.email.toLowerCase() === email.toLowerCase()) return toAuthUser(row);
    // Gated by the password and a budget per account; the spec's client needs a plain answer here.
    await this.throttle.consume(throttleKey('email-change', String(row.id)), EMAIL_CHANGES_PER_HOUR, 3600);
    const holder = await this.users.findByEmail(email);
    if (holder && holder.id !== row.id) throw new HttpError(409, authMessages.emailInUse);
    const updated = await this.users.updateEmail(row.id, email);
    if (updated === null) throw new HttpError(409, authMessages.emailInUse);
    if (!updated) throw new HttpError(401, authMessages.invalidToken);
    this.mails.enqueue(() => this.accountMails.emailChanged(row, email));
    return toAuthUser(updated);
  }

  /** Sets the new password, ends every other session and answers a fresh token for this one. */
  async changePassword(
    user: AuthUser,
    currentPassword: string,
    newPassword: string,
    tokenLifetime: number,
  ): Promise<LoginResponse> {
    await this.confirmPassword(user, currentPassword, 'currentPassword');
    const updated = await this.users.updatePassword(user.id, await hashPassword(newPassword));
    if (!updated) throw new HttpError(401, authMessages.invalidToken);
    this.mails.enqueue(() => this.accountMails.passwordChanged(updated));
    return { access_token: this.auth.issueToken(updated, tokenLifetime), user: toAuthUser(updated) };
  }

  /** Every token issued so far stops working, this one included. */
  async logoutAll(user: AuthUser): Promise<void> {
    await this.users.bumpTokenVersion(user.id);
  }

  private async confirmPassword(user: AuthUser, password: string, field = 'password'): Promise<UserRow> {
    const key = throttleKey('current-password', String(user.id));
    const { blockedFor } = await this.throttle.state([key], CURRENT_PASSWORD_GUARD.windowSeconds);
    if (blockedFor > 0) throw this.throttle.blocked(blockedFor, authMessages.tooManyRequests);
    const attempt = await this.throttle.begin(
      [{ key, blockAfter: CURRENT_PASSWORD_ATTEMPTS }],
      CURRENT_PASSWORD_GUARD,
    );
    const row = await this.users.findById(user.id);
    if (!row) throw new HttpError(401, authMessages.invalidToken);
    if (!(await verifyPassword(row.passwordHash, password))) {
      const blockTime = await this.throttle.fail(attempt, CURRENT_PASSWORD_GUARD);
      if (blockTime > 0) throw this.throttle.blocked(blockTime, authMessages.tooManyRequests);
      // 400, not 401: a 401 would sign the client out (spec 000 §4).
      throw new HttpError(400, authMessages.wrongPassword, { field });
    }
    await this.throttle.succeed(attempt, [key]);
    return row;
  }
}
