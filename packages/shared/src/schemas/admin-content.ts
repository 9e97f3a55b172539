import { z } from 'zod';
import { changeGroupSchema, changelogEntrySchema } from './changelog';
import { limitParam, pageParam } from './pagination';

/** A news item as the admin area sees it: published or not, with its reaction count. */
export const adminNewsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    /** Published: the home page shows the newest published item. */
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    reactions: z.number().int(),
  })
  .meta({ id: 'AdminNews' });
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsPageSchema = z
  .object({
    news: z.array(adminNewsSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'AdminNewsPage' });

export const adminNewsQuerySchema = z.object({ page: pageParam, limit: limitParam(25, 100) });

const newsFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Der Titel darf nicht leer sein')
    .max(200, 'Der Titel darf höchstens 200 Zeichen lang sein'),
  content: z
    .string()
    .trim()
    .min(1, 'Der Text darf nicht leer sein')
    .max(20_000, 'Der Text darf höchstens 20000 Zeichen lang sein'),
  isActive: z.boolean(),
};

export const adminNewsCreateSchema = z
  .object({ ...newsFields, isActive: newsFields.isActive.default(false) })
  .strict()
  .meta({ id: 'AdminNewsCreate' });
export type AdminNewsCreate = z.infer<typeof adminNewsCreateSchema>;

export const adminNewsUpdateSchema = z.object(newsFields).partial().strict().meta({ id: 'AdminNewsUpdate' });
export type AdminNewsUpdate = z.infer<typeof adminNewsUpdateSchema>;

/** A changelog entry in the admin area: also drafts (isPublished false), which the public never sees. */
export const adminChangelogSchema = changelogEntrySchema
  .extend({ isPublished: z.boolean(), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'AdminChangelog' });
export type AdminChangelog = z.infer<typeof adminChangelogSchema>;

export const adminChangelogListSchema = z.array(adminChangelogSchema).meta({ id: 'AdminChangelogList' });

/** The changelog body of POST and PUT /admin/changelogs (000 §3, §7). */
export const adminChangelogBodySchema = z
  .object({
    version: z
      .string()
      .trim()
      .min(1, 'Die Version darf nicht leer sein')
      .max(40, 'Die Version darf höchstens 40 Zeichen lang sein')
      .regex(
        /^v?\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/,
        'Die Version muss wie 1.2.0 oder v1.2.0-beta.1 aussehen',
      ),
    isPrerelease: z.boolean().default(false),
    /** ISO 8601: a date (2026-01-15) or a date-time with offset. */
    releaseDate: z
      .string()
      .max(40)
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        'Ungültiges Datum (ISO 8601 erwartet, z. B. 2026-01-15)',
      ),
    title: z
      .string()
      .trim()
      .min(1, 'Der Titel darf nicht leer sein')
      .max(200, 'Der Titel darf höchstens 200 Zeichen lang sein'),
    description: z
      .string()
      .trim()
      .max(5000, 'Die Beschreibung darf höchstens 5000 Zeichen lang sein')
      .default(''),
    changes: z.array(changeGroupSchema).max(6, 'Höchstens 6 Gruppen von Änderungen').default([]),
    /** False keeps the entry a draft, seen only in the admin area. */
    isPublished: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'AdminChangelogBody' });
export type AdminChangelogBody = z.infer<typeof adminChangelogBodySchema>;
