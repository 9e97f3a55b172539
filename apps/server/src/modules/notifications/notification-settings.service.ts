import { randomBytes } from 'node:crypto';
import { notificationMessages, type MailNotificationSettings, type NtfySettings } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { PushError, type PushPublisher } from '../../integrations/ntfy';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import { throttleKey } from '../attempt-throttle/throttle-keys';
import type { NotificationSettingsRow } from '../../db/schema';
import type { NotificationSettingsRepository } from './notification-settings.repository';

/** Test messages per member in TEST_WINDOW_SECONDS: enough to try, too few to flood a topic through us. */
const TESTS_PER_WINDOW = 5;
const TEST_WINDOW_SECONDS = 600;

/** Paths of ntfy's own web app, which ntfy refuses as topics. */
const RESERVED_TOPICS = new Set([
  'docs',
  'static',
  'file',
  'app',
  'metrics',
  'account',
  'settings',
  'signup',
  'login',
  'v1',
]);

/** A fresh topic: 144 random bits, so nobody finds a member's topic by trying. */
export function randomTopic(): string {
  return `nzbkino-${randomBytes(18).toString('base64url')}`;
}

export interface SiteAddress {
  siteName: string;
  publicUrl: string;
}

/**
 * How a member hears about new releases besides the bell: ntfy push (their
 * random topic or one of their own) and the hourly mail digest.
 */
export class NotificationSettingsService {
  constructor(
    private readonly settings: NotificationSettingsRepository,
    private readonly publisher: PushPublisher,
    private readonly throttle: ThrottleService,
    private readonly site: SiteAddress,
  ) {}

  async ntfy(userId: number): Promise<NtfySettings> {
    return this.ntfyOf(await this.settings.ensure(userId, randomTopic()));
  }

  async setNtfy(userId: number, enabled: boolean, customTopic: string | null): Promise<NtfySettings> {
    if (customTopic !== null && RESERVED_TOPICS.has(customTopic.toLowerCase())) {
      throw new HttpError(400, notificationMessages.ntfyTopicReserved);
    }
    await this.settings.ensure(userId, randomTopic());
    return this.ntfyOf(await this.settings.setNtfy(userId, enabled, customTopic));
  }

  /** Publishes a test message now (not through the queue): the member sees at once whether it arrives. */
  async testNtfy(userId: number): Promise<{ success: true; topic: string }> {
    await this.throttle
      .consume(throttleKey('ntfy-test', String(userId)), TESTS_PER_WINDOW, TEST_WINDOW_SECONDS)
      .catch((error: unknown) => {
        if (error instanceof HttpError)
          throw new HttpError(429, notificationMessages.ntfyTooManyTests, error.extra);
        throw error;
      });
    const { topic } = await this.ntfy(userId);
    try {
      await this.publisher.publish(topic, {
        title: notificationMessages.ntfyTestTitle(this.site.siteName),
        message: notificationMessages.ntfyTestMessage,
        click: `${this.site.publicUrl}/settings`,
        priority: 3,
        tags: ['white_check_mark'],
      });
    } catch (error) {
      if (!(error instanceof PushError)) throw error;
      throw new HttpError(
        502,
        error.status === null
          ? notificationMessages.ntfyUnreachable
          : notificationMessages.ntfyFailed(`HTTP ${error.status}`),
      );
    }
    return { success: true, topic };
  }

  async mail(userId: number): Promise<MailNotificationSettings> {
    return this.mailOf(await this.settings.ensure(userId, randomTopic()));
  }

  async setMail(userId: number, enabled: boolean): Promise<MailNotificationSettings> {
    await this.settings.ensure(userId, randomTopic());
    return this.mailOf(await this.settings.setEmail(userId, enabled));
  }

  private ntfyOf(row: NotificationSettingsRow): NtfySettings {
    return {
      enabled: row.ntfyEnabled,
      customTopic: row.ntfyCustomTopic,
      topic: row.ntfyCustomTopic ?? row.ntfyTopic,
      serverUrl: this.publisher.serverUrl,
    };
  }

  private mailOf(row: NotificationSettingsRow): MailNotificationSettings {
    return { enabled: row.emailEnabled, lastDigestAt: row.lastDigestAt?.toISOString() ?? null };
  }
}
