import { mailMessages, notificationMessages as m } from '@nzbkino/shared';
import type { MailMessage, MailQueue } from '../../integrations/mail';
import { PeriodicTask } from '../../lib/periodic-task';
import type { ClaimedDigest, DigestItem, MailDigestRepository } from './mail-digest.repository';
import { notificationLink, notificationText } from './notification-view';
import type { NotifyLog } from './notifier.service';

/** At most one digest per member in this long. */
export const DIGEST_EVERY_MS = 3600_000;
/** How often the job looks for due digests: a member waits at most this long past the hour. */
const LOOK_EVERY_MS = 5 * 60_000;
/** Notifications a digest names; the rest are counted. */
const ITEMS_SHOWN = 20;
/** Digests claimed per look. */
const CLAIM_BATCH = 200;

export interface DigestSite {
  siteName: string;
  publicUrl: string;
}

/**
 * The release mail: members who switched it on get their unread release
 * notifications (watchlist and fulfilled requests) that no earlier digest
 * had, at most once an hour, through the mail queue. A notification read in
 * the bell before the digest goes out is left out.
 */
export class MailDigestService {
  private readonly task: PeriodicTask;

  constructor(
    private readonly digests: MailDigestRepository,
    private readonly mail: Pick<MailQueue, 'deliver'>,
    private readonly site: DigestSite,
    private readonly log: NotifyLog,
  ) {
    this.task = new PeriodicTask(
      () => this.runOnce(),
      LOOK_EVERY_MS,
      (error) => this.log.error({ err: error }, 'Benachrichtigungs-Mails: Durchgang fehlgeschlagen'),
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Sends the digests due at `now`; answers how many were sent. A digest the mail server refuses is tried again at the next look. */
  async runOnce(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await this.digests.claimDue(now, new Date(now.getTime() - DIGEST_EVERY_MS), CLAIM_BATCH);
      for (const digest of due) {
        const { items, total } = await this.digests.items(digest, ITEMS_SHOWN);
        if (total === 0) continue;
        try {
          await this.mail.deliver(this.compose(digest, items, total));
          queued += 1;
        } catch (error) {
          // Nothing is lost: the notifications go back to the member's next digest, tried at the next look.
          await this.digests.giveBack(digest);
          this.log.error(
            { err: error, userId: digest.userId },
            'Benachrichtigungs-Mail nicht gesendet, folgt beim nächsten Durchgang',
          );
        }
      }
      if (due.length < CLAIM_BATCH) return queued;
    }
  }

  private compose(to: ClaimedDigest, items: DigestItem[], total: number): MailMessage {
    const entries = items.map((item) => {
      const { title, message } = notificationText(item);
      const link = notificationLink(item);
      return [
        `• ${title}`,
        ...(message ? [`  ${message}`] : []),
        ...(link ? [`  ${this.site.publicUrl}${link}`] : []),
      ].join('\n');
    });
    const parts = [
      mailMessages.greeting(to.username),
      m.digestIntro,
      entries.join('\n\n'),
      ...(total > items.length ? [m.digestMore(total - items.length)] : []),
      m.digestFooter(`${this.site.publicUrl}/settings`),
      mailMessages.signature(this.site.siteName),
    ];
    return {
      to: to.email,
      subject: m.digestSubject(this.site.siteName, total),
      text: `${parts.join('\n\n')}\n`,
    };
  }
}
