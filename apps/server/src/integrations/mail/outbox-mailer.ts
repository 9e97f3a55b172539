import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailLog, MailMessage, Mailer } from './mailer';

/**
 * Without SMTP configuration mails are written as .eml files to DATA_DIR/outbox
 * (readable by the owner only: reset mails carry a token) and logged without
 * their content, so an operator can still deliver a reset link by hand.
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;
  readonly target: string;

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    this.target = `Ordner ${folder}`;
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as { message: Buffer };
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    // Sortable by time, unique across servers writing to one folder.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.folder, name);
    await writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
    this.log.info(
      { to: message.to, subject: message.subject, file },
      'Mail in den Outbox-Ordner geschrieben',
    );
  }

  close(): void {
    this.transport.close();
  }
}
