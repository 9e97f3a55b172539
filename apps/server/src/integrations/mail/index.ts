import path from 'node:path';
import type { AppConfig } from '../../config';
import type { MailLog } from './mailer';
import { MailQueue } from './mail-queue';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type { MailLog, MailMessage, Mailer } from './mailer';
export { MailQueue } from './mail-queue';

/** SMTP when configured, otherwise the outbox folder under DATA_DIR. */
export function createMailQueue(config: AppConfig, log: MailLog): MailQueue {
  const mailer = config.mail.smtp
    ? new SmtpMailer(config.mail.smtp, config.mail.from)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, log);
  return new MailQueue(mailer, log);
}
