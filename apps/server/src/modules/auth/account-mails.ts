import { mailMessages as m } from '@nzbkino/shared';
import type { MailMessage } from '../../integrations/mail';

interface Recipient {
  username: string;
  email: string;
}

/**
 * The account mails. Links are built from PUBLIC_URL only, never from a
 * request's Host header, so nobody can make the server mail a reset link to
 * their own site ("password reset poisoning").
 */
export class AccountMails {
  constructor(
    /** Read at each mail: administrators rename the site at run time. */
    private readonly site: string | (() => string),
    private readonly publicUrl: string,
  ) {}

  private get siteName(): string {
    return typeof this.site === 'string' ? this.site : this.site();
  }

  private link(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  private compose(to: Recipient, subject: string, body: string, ignoreHint = false): MailMessage {
    const parts = [
      m.greeting(to.username),
      body,
      ...(ignoreHint ? [m.ignoreHint] : []),
      m.signature(this.siteName),
    ];
    return { to: to.email, subject, text: `${parts.join('\n\n')}\n` };
  }

  welcome(to: Recipient): MailMessage {
    return this.compose(
      to,
      m.welcome.subject(this.siteName),
      m.welcome.body(this.siteName, this.link('/auth/signin')),
    );
  }

  alreadyRegistered(to: Recipient): MailMessage {
    return this.compose(
      to,
      m.alreadyRegistered.subject(this.siteName),
      m.alreadyRegistered.body(this.siteName, this.link('/auth/signin'), this.link('/auth/forgot-password')),
      true,
    );
  }

  resetPassword(to: Recipient, token: string, ttlSeconds: number): MailMessage {
    const url = this.link(`/auth/reset-password?token=${encodeURIComponent(token)}`);
    return this.compose(
      to,
      m.resetPassword.subject(this.siteName),
      m.resetPassword.body(url, Math.round(ttlSeconds / 60)),
      true,
    );
  }

  passwordChanged(to: Recipient): MailMessage {
    return this.compose(
      to,
      m.passwordChanged.subject(this.siteName),
      m.passwordChanged.body(this.link('/auth/forgot-password')),
    );
  }

  emailChanged(to: Recipient, newEmail: string): MailMessage {
    return this.compose(to, m.emailChanged.subject(this.siteName), m.emailChanged.body(newEmail));
  }
}
