/** One plain-text mail. Account mails carry no markup, so nothing a user typed can become HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (the contact form: the sender), when not to the From address. */
  replyTo?: string;
}

/** Where mails go: an SMTP server, or the outbox folder when none is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** For the start-up log: where mails end up (never credentials). */
  readonly target: string;
  close(): void;
}

/** The part of a pino logger the mail code uses. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
