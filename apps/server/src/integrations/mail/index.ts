import path from 'node:path';
import type { AppConfig, SmtpConfig } from '../../config';
import type { MailLog, Mailer } from './mailer';
import { MailQueue } from './mail-queue';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';
import { SwitchingMailer } from './switching-mailer';

export type { MailLog, MailMessage, Mailer } from './mailer';
export { MailQueue } from './mail-queue';

/** The SMTP fields of the site settings; host null means the outbox folder. */
export interface MailSettings {
  host: string | null;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

function mailerFor(config: AppConfig, settings: MailSettings, log: MailLog): Mailer {
  if (!settings.host) return new OutboxMailer(path.join(config.dataDir, 'outbox'), settings.from, log);
  const smtp: SmtpConfig = {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    user: settings.user ?? undefined,
    pass: settings.password ?? undefined,
  };
  return new SmtpMailer(smtp, settings.from);
}

/**
 * SMTP when configured, otherwise the outbox folder under DATA_DIR. With a
 * settings source the server follows SMTP changes made in the admin area.
 */
export function createMailQueue(
  config: AppConfig,
  log: MailLog,
  settings?: { initial: MailSettings; current: () => Promise<MailSettings> },
): MailQueue {
  if (settings) {
    const mailer = new SwitchingMailer(settings.initial, settings.current, (s) => mailerFor(config, s, log));
    return new MailQueue(mailer, log);
  }
  const mailer = config.mail.smtp
    ? new SmtpMailer(config.mail.smtp, config.mail.from)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, log);
  return new MailQueue(mailer, log);
}
