import { z } from 'zod';

/** A daily limit: a count (0 = none allowed) or null for unlimited. */
const dailyLimit = z
  .number()
  .int('Das Limit muss eine ganze Zahl sein')
  .min(0, 'Das Limit darf nicht negativ sein')
  .max(1_000_000, 'Das Limit ist zu groß (höchstens 1000000)')
  .nullable();

export const downloadLimitsSettingSchema = z.object({
  USER: dailyLimit,
  PREMIUM: dailyLimit,
  VIP: dailyLimit,
  ADMIN: dailyLimit,
});
/** Basic members (USER) never use the Newznab API; the other roles have a daily request limit. */
export const apiLimitsSettingSchema = z.object({
  PREMIUM: dailyLimit,
  VIP: dailyLimit,
  ADMIN: dailyLimit,
});

/**
 * The site settings as the admin screen sees them. Secrets (TMDb key, SMTP
 * password, ntfy token) are never sent in full: only their last four characters
 * behind dots, or null when unset.
 */
export const adminSettingsSchema = z
  .object({
    siteName: z.string(),
    registrationOpen: z.boolean(),
    /** Downloads per role in a rolling 24 hours; null = unlimited. */
    downloadLimits: downloadLimitsSettingSchema,
    /** Newznab API requests per role in a rolling 24 hours; null = unlimited. */
    apiLimits: apiLimitsSettingSchema,
    /** Most open title requests one member may have. */
    requestOpenLimit: z.number().int(),
    tmdb: z.object({ apiKey: z.string().nullable() }),
    smtp: z.object({
      /** Null: no SMTP server, mails go to the outbox folder (DATA_DIR/outbox). */
      host: z.string().nullable(),
      port: z.number().int(),
      secure: z.boolean(),
      user: z.string().nullable(),
      password: z.string().nullable(),
      from: z.string(),
    }),
    /** The ntfy server push messages go to (https://ntfy.sh by default) and its access token. */
    ntfy: z.object({ url: z.string(), token: z.string().nullable() }),
    /** When each group was last changed in the admin area (absent: the environment's default applies). */
    updatedAt: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** A secret in a PUT: a new value; empty or the masked value keeps the stored one; null clears it. */
const secretField = z.string().trim().max(500, 'Der Wert ist zu lang (höchstens 500 Zeichen)').nullable();
const optionalText = (max: number) =>
  z.string().trim().max(max, `höchstens ${max} Zeichen erlaubt`).nullable();

/** PUT /admin/settings: any subset of the groups; a group sent replaces the fields it names. */
export const adminSettingsUpdateSchema = z
  .object({
    siteName: z
      .string()
      .trim()
      .min(1, 'Der Seitenname darf nicht leer sein')
      .max(60, 'Der Seitenname darf höchstens 60 Zeichen lang sein'),
    registrationOpen: z.boolean(),
    downloadLimits: downloadLimitsSettingSchema.partial().strict(),
    apiLimits: apiLimitsSettingSchema.partial().strict(),
    requestOpenLimit: z
      .number()
      .int('Das Limit muss eine ganze Zahl sein')
      .min(1, 'Das Limit muss mindestens 1 sein')
      .max(1000, 'Das Limit darf höchstens 1000 sein'),
    tmdb: z.object({ apiKey: secretField }).partial().strict(),
    smtp: z
      .object({
        host: optionalText(253),
        port: z.number().int().min(1, 'Ungültiger Port').max(65535, 'Ungültiger Port'),
        secure: z.boolean(),
        user: optionalText(254),
        password: secretField,
        from: z.string().trim().min(3, 'Absender fehlt').max(254, 'Der Absender ist zu lang'),
      })
      .partial()
      .strict(),
    ntfy: z
      .object({
        url: z
          .string()
          .trim()
          .max(500)
          .regex(/^https?:\/\/[^\s]+$/, 'Die ntfy-Adresse muss mit http:// oder https:// beginnen'),
        token: secretField,
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict()
  .meta({ id: 'AdminSettingsUpdate' });
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
