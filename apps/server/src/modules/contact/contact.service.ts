import {
  contactMessages as texts,
  type ContactMessageBody,
  type ContactMessageList,
  type MessageResponse,
} from '@nzbkino/shared';
import type { MailQueue } from '../../integrations/mail';
import { HttpError } from '../../lib/http-errors';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { ContactRepository } from './contact.repository';

export interface ContactOptions {
  siteName: string;
  /** CONTACT_EMAIL; unset: every administrator gets the message. */
  recipient: string | undefined;
  /** Messages per hour from one client network, and to one sender address. */
  perHour: number;
}

/**
 * The FAQ contact form: each message is stored (an administrator reads them
 * through the API) and mailed to the operator, with Reply-To the sender. A
 * client network and a sender address may each send `perHour` messages an hour.
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly throttle: ThrottleService,
    private readonly mails: MailQueue,
    private readonly options: ContactOptions,
  ) {}

  async send(input: ContactMessageBody, clientAddress: string): Promise<MessageResponse> {
    const { perHour } = this.options;
    const limited = async (key: string) => {
      try {
        await this.throttle.consume(key, perHour, 3600);
      } catch (error) {
        // The throttle's 429 (with blockTime), in the contact form's words.
        if (error instanceof HttpError && error.statusCode === 429)
          throw new HttpError(429, texts.tooMany, error.extra);
        throw error;
      }
    };
    await limited(throttleKey('contact-addr', clientNetwork(clientAddress)));
    await limited(throttleKey('contact-email', input.email.toLowerCase()));
    const stored = await this.repository.insert({
      name: input.name,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
      clientAddress,
    });
    this.mails.enqueue(async () => {
      const to = this.options.recipient ? [this.options.recipient] : await this.repository.adminEmails();
      if (to.length === 0) return null;
      return {
        to: to.join(', '),
        replyTo: stored.email,
        subject: texts.mail.subject(this.options.siteName, stored.subject),
        text: `${texts.mail.body(stored.name, stored.email, stored.message)}\n`,
      };
    });
    return { message: texts.sent };
  }

  async list(page: number, limit: number): Promise<ContactMessageList> {
    const [rows, total] = await Promise.all([
      this.repository.list(limit, (page - 1) * limit),
      this.repository.countAll(),
    ]);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
    };
  }
}
