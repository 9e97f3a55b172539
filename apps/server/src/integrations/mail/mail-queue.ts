import type { MailLog, MailMessage, Mailer } from './mailer';

/**
 * Sends mails in the background. Callers never wait for SMTP: the answer of a
 * request (forgot password, sign-up) must not take longer when a mail goes out,
 * or its timing would tell whether an account exists. Failures are logged.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: MailLog,
  ) {}

  get target(): string {
    return this.mailer.target;
  }

  /** Runs `produce` (which may look things up) and sends what it returns, all in the background. */
  enqueue(produce: () => Promise<MailMessage | null> | MailMessage | null): void {
    const job = (async () => {
      // Start only after the current request has been answered: PGlite runs on this
      // thread, so even the look-ups would otherwise delay the answer measurably.
      await new Promise((resolve) => setImmediate(resolve));
      const message = await produce();
      if (message) await this.mailer.send(message);
    })().catch((error: unknown) => {
      this.log.error({ err: error }, 'Mail konnte nicht gesendet werden');
    });
    this.track(job);
  }

  /**
   * Sends now and reports the outcome to the caller, who keeps what a failed
   * mail was for (the release digest gives its notifications back). Counted
   * by {@link idle} as queued mails are.
   */
  async deliver(message: MailMessage): Promise<void> {
    const job = this.mailer.send(message);
    this.track(job.catch(() => undefined));
    await job;
  }

  /** Keeps a mail that never rejects in {@link idle}'s count until it has settled. */
  private track(job: Promise<void>): void {
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves when every queued mail is sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.mailer.close();
  }
}
