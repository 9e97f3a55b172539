import { z } from 'zod';
import { auditEntityTypes } from '../values';
import { idQueryParam, limitParam, pageParam } from './pagination';

/** One recorded admin change (the admin area's audit log). */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** Null when the acting account has since been deleted; actorName still says who it was. */
    actorId: z.number().int().nullable(),
    actorName: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  entityType: z
    .enum(auditEntityTypes, { message: `entityType muss einer von ${auditEntityTypes.join(', ')} sein` })
    .optional(),
  entityId: z.string().trim().max(64, 'entityId ist zu lang (höchstens 64 Zeichen)').optional(),
  actorId: idQueryParam('actorId'),
  page: pageParam,
  limit: limitParam(50, 200),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
