import { z } from 'zod';

export const changeTypes = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'] as const;
export const changeTypeSchema = z.enum(changeTypes);
export type ChangeType = z.infer<typeof changeTypeSchema>;

export const changeGroupSchema = z.object({
  type: changeTypeSchema,
  items: z.array(z.string().min(1).max(500)).min(1).max(100),
});
export type ChangeGroup = z.infer<typeof changeGroupSchema>;

/** A changelog version as the changelog dialog shows it (spec 000 §3). */
export const changelogEntrySchema = z
  .object({
    id: z.number().int(),
    version: z.string(),
    isPrerelease: z.boolean(),
    releaseDate: z.string().describe('ISO 8601 date-time'),
    title: z.string(),
    description: z.string(),
    changes: z.array(changeGroupSchema),
  })
  .meta({ id: 'ChangelogEntry' });
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const changelogListSchema = z.array(changelogEntrySchema).meta({ id: 'ChangelogList' });
