import { z } from 'zod';
import { notificationTypes } from '../values';
import { idPathParam } from './pagination';

/** A notification of the header bell (spec 000 §3). */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
    movieId: z.number().int().nullable(),
    seriesId: z.number().int().nullable(),
    /** The title's page, when the notification is about one (e.g. /series/dark-2017). */
    link: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z
  .object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() }).meta({ id: 'UnreadCount' });

export const notificationChangeSchema = z
  .object({ success: z.boolean(), unreadCount: z.number().int() })
  .meta({ id: 'NotificationChange' });

export const notificationIdParamsSchema = z.object({ id: idPathParam });

/** ntfy's topic rule: 1–64 letters, digits, '-' and '_'. */
export const NTFY_TOPIC_PATTERN = /^[-_A-Za-z0-9]{1,64}$/;

/** GET /users/ntfy/settings. */
export const ntfySettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** The member's own topic; null means the random one. */
    customTopic: z.string().nullable(),
    /** The topic messages go to now (custom or random): subscribe to it in the ntfy app. */
    topic: z.string(),
    /** The ntfy server the site publishes to. */
    serverUrl: z.string(),
  })
  .meta({ id: 'NtfySettings' });
export type NtfySettings = z.infer<typeof ntfySettingsSchema>;

export const ntfySettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    customTopic: z
      .string()
      .trim()
      .max(64, 'Das Topic darf höchstens 64 Zeichen lang sein')
      .refine((topic) => topic === '' || NTFY_TOPIC_PATTERN.test(topic), {
        message: 'Das Topic darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten',
      })
      .nullable()
      .optional()
      .transform((topic) => (topic ? topic : null)),
  })
  .meta({ id: 'NtfySettingsBody' });
export type NtfySettingsBody = z.input<typeof ntfySettingsBodySchema>;

export const ntfyTestSchema = z.object({ success: z.boolean(), topic: z.string() }).meta({ id: 'NtfyTest' });

/** The release-notification mail: at most one digest per hour. */
export const mailNotificationSettingsSchema = z
  .object({ enabled: z.boolean(), lastDigestAt: z.string().nullable() })
  .meta({ id: 'MailNotificationSettings' });
export type MailNotificationSettings = z.infer<typeof mailNotificationSettingsSchema>;

export const mailNotificationBodySchema = z
  .object({ enabled: z.boolean() })
  .meta({ id: 'MailNotificationBody' });
