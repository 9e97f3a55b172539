import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createMailQueue, type MailLog } from '../../integrations/mail';
import { ThrottleRepository } from '../attempt-throttle/throttle.repository';
import { ThrottleService } from '../attempt-throttle/throttle.service';
import { CaptchaRepository } from '../captcha/captcha.repository';
import { CaptchaService } from '../captcha/captcha.service';
import { AccountSettingsService } from '../users/account-settings.service';
import { ApiKeyService } from '../users/api-key.service';
import type { UsersRepository } from '../users/users.repository';
import { AccountMails } from './account-mails';
import type { AuthService } from './auth.service';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';
import type { SiteSettings } from '../settings/site-settings';

interface AuthServiceDeps {
  db: Database;
  config: AppConfig;
  users: UsersRepository;
  auth: AuthService;
  jwtSecret: Buffer;
  log: MailLog;
  settings: SiteSettings;
}

/** Everything around accounts, wired once: sign-in, sign-up, reset, captcha, the attempt throttle, the member's own account settings and API key. */
export function createAuthServices({ db, config, users, auth, jwtSecret, log, settings }: AuthServiceDeps) {
  const security = config.security;
  const throttle = new ThrottleService(new ThrottleRepository(db));
  // SMTP and the site name follow the admin area's settings without a restart.
  const mail = createMailQueue(config, log, {
    initial: settings.defaults.smtp,
    current: async () => (await settings.current()).smtp,
  });
  const accountMails = new AccountMails(() => settings.peek().siteName, config.publicUrl);
  // Its own key, derived: a captcha HMAC can never be mistaken for a token signature.
  const captchaSecret = createHmac('sha256', jwtSecret).update('nzbkino captcha answers').digest();
  const captcha = new CaptchaService(new CaptchaRepository(db), throttle, captchaSecret, {
    ttlSeconds: security.captchaTtlSeconds,
    perTenMinutes: security.captchasPer10Minutes,
    testMode: security.captchaTestMode,
  });
  return {
    mail,
    throttle,
    captcha,
    signIn: new SignInService(users, auth, captcha, throttle, security),
    registration: new RegistrationService(
      users,
      captcha,
      throttle,
      mail,
      accountMails,
      security,
      async () => (await settings.current()).registrationOpen,
    ),
    passwordReset: new PasswordResetService(
      users,
      new PasswordResetRepository(db),
      throttle,
      mail,
      accountMails,
      security,
    ),
    accountSettings: new AccountSettingsService(users, auth, throttle, mail, accountMails),
    apiKeys: new ApiKeyService(users),
  };
}
