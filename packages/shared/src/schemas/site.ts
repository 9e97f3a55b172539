import { z } from 'zod';
import { limitParam, pageParam } from './pagination';

/** The FAQ contact form (001 §2.7): name, e-mail and message required, subject optional. */
export const contactMessageBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.string().trim().max(254).pipe(z.email('Ungültige E-Mail')),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(1).max(5000),
  })
  .meta({ id: 'ContactMessageBody' });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** A stored contact message, as an administrator reads it. */
export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string().nullable(),
    message: z.string(),
    createdAt: z.string(),
    /** When an administrator marked the message done (answered); null while it is open. */
    handledAt: z.string().nullable(),
    /** Who marked it done (null while open, or when that account is gone). */
    handledBy: z.string().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Which messages a list shows: the open ones (the work), the done ones, or all. */
export const contactMessageStatuses = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const contactMessageListSchema = z
  .object({
    messages: z.array(contactMessageSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** Open messages in all (whatever the list shows): what is still to answer. */
    openCount: z.number().int(),
  })
  .meta({ id: 'ContactMessageList' });
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageListQuery = z.object({
  /** Unset: every message. */
  status: z.enum(contactMessageStatuses, { message: `status muss open oder handled sein` }).optional(),
  page: pageParam,
  limit: limitParam(25, 100),
});

/** PUT /admin/contact-messages/{id}: mark a message done (answered), or open again. */
export const contactMessageUpdateBodySchema = z
  .object({ handled: z.boolean() })
  .meta({ id: 'ContactMessageUpdateBody' });
export type ContactMessageUpdateBody = z.infer<typeof contactMessageUpdateBodySchema>;

/**
 * What the operator has written down about the site (operator settings in
 * DATA_DIR): support contact, team, Impressum and privacy policy. Every part
 * is null or empty while unset, and the pages hide it rather than invent it.
 */
export const siteInfoSchema = z
  .object({
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
    supportHours: z.array(z.string()),
    team: z.array(z.object({ name: z.string(), role: z.string() })),
    impressum: z.string().nullable(),
    privacyPolicy: z.string().nullable(),
    /** The community forum (FORUM_URL) when forum sign-on is configured; null hides the link. */
    forumUrl: z.string().nullable(),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
