import { z } from 'zod';
import { roles } from '../account-rules';
import { grabChannels } from '../values';
import { limitParam, pageParam, searchParam } from './pagination';

export const adminUserStatuses = ['active', 'suspended'] as const;

export const adminUserQuerySchema = z.object({
  search: searchParam,
  role: z.enum(roles, { message: `role muss einer von ${roles.join(', ')} sein` }).optional(),
  status: z.enum(adminUserStatuses, { message: 'status muss active oder suspended sein' }).optional(),
  page: pageParam,
  limit: limitParam(25, 100),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

/** One account as the admins' user list shows it, with its use of the daily limits. */
export const adminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    /** The stored role; PREMIUM or VIP whose membership ended still reads so here. */
    role: z.enum(roles),
    /** What the account counts as now (a lapsed membership reads USER). */
    effectiveRole: z.enum(roles),
    displayName: z.string().nullable(),
    membershipExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    suspended: z.boolean(),
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string().nullable(),
    hasApiKey: z.boolean(),
    /** Counted downloads in the rolling 24 hours of the limit, and the limit (null: unlimited). */
    grabsToday: z.number().int(),
    downloadLimit: z.number().int().nullable(),
    /** Newznab API requests in the rolling 24 hours, and the limit (null: unlimited; 0: no API access). */
    apiCallsToday: z.number().int(),
    apiLimit: z.number().int().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z
  .object({
    users: z.array(adminUserSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserGrabSchema = z.object({
  id: z.number().int(),
  releaseId: z.number().int().nullable(),
  name: z.string(),
  size: z.number(),
  channel: z.enum(grabChannels),
  counted: z.boolean(),
  createdAt: z.string(),
});

export const adminUserDetailSchema = adminUserSchema
  .extend({
    apiKeyCreatedAt: z.string().nullable(),
    /** All downloads ever, and the newest of them. */
    totalGrabs: z.number().int(),
    recentGrabs: z.array(adminUserGrabSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserRoleBodySchema = z
  .object({
    role: z.enum(roles, { message: `role muss einer von ${roles.join(', ')} sein` }),
    /** End of a PREMIUM or VIP membership (ISO date-time); null or absent: no end. */
    membershipExpiresAt: z.iso
      .datetime({ offset: true, message: 'Ungültiges Datum (ISO 8601 erwartet)' })
      .nullable()
      .optional(),
  })
  .strict()
  .meta({ id: 'AdminUserRoleBody' });
export type AdminUserRoleBody = z.infer<typeof adminUserRoleBodySchema>;

export const adminSuspendBodySchema = z
  .object({
    reason: z.string().trim().max(500, 'Die Begründung darf höchstens 500 Zeichen lang sein').optional(),
  })
  .strict()
  .meta({ id: 'AdminSuspendBody' });
export type AdminSuspendBody = z.infer<typeof adminSuspendBodySchema>;
