import {
  contactMessages as texts,
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessageList,
  type ContactMessageStatus,
  type MessageResponse,
} from '@nzbkino/shared';
import type { MailQueue } from '../../integrations/mail';
import { HttpError, notFound } from '../../lib/http-errors';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { ContactMessageView, ContactRepository } from './contact.repository';

function toMessage(row: ContactMessageView): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt ? row.handledByName : null,
  };
}

export interface ContactOptions {
  siteName: string;
  /** CONTACT_EMAIL; unset: every administrator gets the message. */
  recipient: string | undefined;
  /** Messages per hour from one client network, and to one sender address. */
  perHour: number;
}

/**
 * The FAQ contact form: each message is stored (an administrator reads them
 * through the API, and marks them done once answered) and mailed to the
 * operator, with Reply-To the sender. A client network and a sender address
 * may each send `perHour` messages an hour.
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly throttle: ThrottleService,
    private readonly mails: MailQueue,
    private readonly options: ContactOptions,
    private readonly audit?: AuditLog,
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

  async list(
    status: ContactMessageStatus | undefined,
    page: number,
    limit: number,
  ): Promise<ContactMessageList> {
    // The open list's total is the open count: counted once.
    const [rows, total, openCount] = await Promise.all([
      this.repository.list(status, limit, (page - 1) * limit),
      this.repository.count(status),
      status === 'open' ? undefined : this.repository.count('open'),
    ]);
    return {
      messages: rows.map(toMessage),
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      openCount: openCount ?? total,
    };
  }

  /** Marks a message done (answered) or open again; a change is recorded in the audit log. */
  async setHandled(
    id: number,
    handled: boolean,
    actor: AuditActor & { id: number },
  ): Promise<ContactMessage> {
    const result = await this.repository.setHandled(id, handled, actor.id);
    if (!result) throw notFound(texts.notFound);
    const message = toMessage(result.message);
    if (!result.changed) return message;
    await this.audit?.record(actor, {
      action: handled ? 'contact.handle' : 'contact.reopen',
      entityType: 'contact_message',
      entityId: id,
      after: { subject: message.subject, email: message.email, handledAt: message.handledAt },
    });
    return message;
  }
}
