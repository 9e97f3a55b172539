import { authMessages, registrationMessages, type MessageResponse } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import type { SecurityConfig } from '../../config';
import type { MailQueue } from '../../integrations/mail';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { hashPassword } from '../users/password';
import { claimableUsername } from '../users/username-rules';
import type { UsersRepository } from '../users/users.repository';
import type { AccountMails } from './account-mails';

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/**
 * Sign-up (spec 000 §2, §8). A taken user name is a 409, as the spec demands:
 * names are public anyway; so is a name that looks like a taken one. A taken
 * e-mail address is NOT revealed: the answer is the same success as for a new
 * account, and the address's owner gets a mail saying someone tried to
 * register with it. Both paths hash the password and queue a mail in the
 * background, so they take the same time.
 */
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly captcha: CaptchaService,
    private readonly throttle: ThrottleService,
    private readonly mails: MailQueue,
    private readonly accountMails: AccountMails,
    private readonly security: SecurityConfig,
    /** Whether sign-up is open now (site settings; administrators close it at run time). */
    private readonly isOpen: () => Promise<boolean> = async () => true,
  ) {}

  async register(input: RegistrationInput, clientAddress: string): Promise<MessageResponse> {
    if (!(await this.isOpen())) throw new HttpError(403, registrationMessages.closed);
    await this.throttle.consume(
      throttleKey('register-addr', clientNetwork(clientAddress)),
      this.security.registrationsPerHour,
      3600,
    );
    await this.captcha.check(input.captchaId, input.captcha, true);
    const passwordHash = await hashPassword(input.password);

    const usernameSkeleton = await claimableUsername(this.users, input.username);
    const owner = await this.users.findByEmail(input.email);
    if (!owner) {
      const created = await this.users.insertUnlessTaken({
        username: input.username,
        usernameSkeleton,
        email: input.email,
        passwordHash,
        role: 'USER',
      });
      if (created) {
        this.mails.enqueue(() => this.accountMails.welcome(created));
        return { message: authMessages.registered };
      }
      // Lost a race for the name (or a look-alike) or the address: answer as if we had looked a moment later.
      await claimableUsername(this.users, input.username);
    }
    this.mails.enqueue(async () => {
      const holder = owner ?? (await this.users.findByEmail(input.email));
      return holder ? this.accountMails.alreadyRegistered(holder) : null;
    });
    return { message: authMessages.registered };
  }
}
