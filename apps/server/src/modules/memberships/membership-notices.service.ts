import { membershipMessages, planDefinition } from '@nzbkino/shared';
import type { MembershipConfig } from '../../config';
import type { NewNotification, Notifier } from '../notifications/notifier';
import type { MembershipNotice, MembershipsRepository } from './memberships.repository';

const DAY_MS = 86_400_000;

/**
 * Tells members that their membership ends soon (reminderDays before) and
 * that it ended. Correctness does not depend on it (the role follows the end
 * date by itself); it only informs. Each notice is claimed in the database
 * before it is sent, so running it again, late, or on two servers at once
 * never tells anybody twice; a notice lost to a crash between claim and send
 * is not repeated (at most once, by design).
 */
export class MembershipNoticeService {
  constructor(
    private readonly repository: MembershipsRepository,
    private readonly notifier: Notifier,
    private readonly config: Pick<MembershipConfig, 'reminderDays'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(): Promise<{ reminded: number; ended: number }> {
    const now = this.clock();
    // Ended first: a membership that ended since the last run gets the end notice, not a late reminder.
    const ended = await this.repository.claimEndNotices(now);
    const reminders = await this.repository.claimReminders(
      now,
      new Date(now.getTime() + this.config.reminderDays * DAY_MS),
    );
    const items = [...ended.map(endNotice), ...reminders.map(reminder)];
    if (items.length > 0) await this.notifier.notify(items);
    return { reminded: reminders.length, ended: ended.length };
  }
}

function reminder(notice: MembershipNotice): NewNotification {
  const name = planDefinition(notice.plan).name;
  return {
    userId: notice.userId,
    type: 'subscription',
    title: membershipMessages.endingSoonTitle(name),
    message: membershipMessages.endingSoonMessage(name, notice.endsAt),
  };
}

function endNotice(notice: MembershipNotice): NewNotification {
  const name = planDefinition(notice.plan).name;
  return {
    userId: notice.userId,
    type: 'subscription',
    title: membershipMessages.endedTitle(name),
    message: membershipMessages.endedMessage,
  };
}
