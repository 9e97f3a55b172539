import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { MailMessage, Mailer } from './mailer';

/** Sends through the configured SMTP server (STARTTLS when the server offers it). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  readonly target: string;

  constructor(
    config: SmtpConfig,
    private readonly from: string,
  ) {
    if ('url' in config) {
      this.transport = nodemailer.createTransport(config.url);
      this.target = `SMTP ${new URL(config.url).host}`;
    } else {
      this.transport = nodemailer.createTransport({
        host: config.host,
        port: config.port,
        secure: config.secure,
        ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
      this.target = `SMTP ${config.host}:${config.port}`;
    }
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
