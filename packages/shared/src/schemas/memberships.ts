import { z } from 'zod';
import { roles } from '../account-rules';
import { membershipSources, paidPlanIds, planIds } from '../plans';
import { idPathParam, limitParam, pageParam } from './pagination';

export const planIdSchema = z.enum(planIds);
export const paidPlanIdSchema = z.enum(paidPlanIds);
export const membershipSourceSchema = z.enum(membershipSources);

/** A plan with the limits its role has on this server (spec 001 §2.6, §9). */
export const planSchema = z
  .object({
    id: planIdSchema,
    name: z.string(),
    role: z.enum(['USER', 'PREMIUM', 'VIP']),
    /** Euro cents; 0 for Basic. */
    priceCents: z.number().int(),
    currency: z.literal('EUR'),
    /** How long one purchase runs; null for Basic. */
    durationMonths: z.number().int().nullable(),
    features: z.array(z.string()),
    highlighted: z.boolean(),
    limits: z.object({
      /** NZB downloads per rolling 24 hours; null means unlimited. */
      downloadsPerDay: z.number().int().nullable(),
      /** Newznab API requests per rolling 24 hours; null means unlimited, 0 no API access. */
      apiRequestsPerDay: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

/** GET /plans/public: the plans, the trial and how a member gets a paid plan. */
export const planListSchema = z
  .object({
    plans: z.array(planSchema),
    /** Days of the one free Premium trial of an account; 0 when the operator turned it off. */
    trialDays: z.number().int(),
    /**
     * How a paid plan is bought. 'contact': no payment provider is connected;
     * an administrator grants memberships, members ask through the contact form.
     */
    purchaseMode: z.enum(['contact']),
  })
  .meta({ id: 'PlanList' });
export type PlanList = z.infer<typeof planListSchema>;

/** One membership of a member's history. */
export const membershipSchema = z
  .object({
    id: z.number().int(),
    plan: paidPlanIdSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    source: membershipSourceSchema,
    /** User name of the administrator who granted it; null for a trial or a deleted admin. */
    grantedBy: z.string().nullable(),
    /** Runs now, starts later (an extension) or is over. */
    status: z.enum(['active', 'upcoming', 'ended']),
    createdAt: z.string(),
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof membershipSchema>;

/** GET /subscriptions/current: the member's plan now. */
export const subscriptionSchema = z
  .object({
    /** The plan in force; null for administrators, who hold every right without one. */
    plan: planIdSchema.nullable(),
    /** The effective role (a lapsed membership already reads USER). */
    role: z.enum(roles),
    /** When the paid plan ends, extensions included (ISO); null for Basic and for a paid role without end. */
    endsAt: z.string().nullable(),
    /** The membership running now, if any. */
    current: membershipSchema.nullable(),
    trial: z.object({
      /** Whether the member may start the free trial now (once per account, only without any membership). */
      available: z.boolean(),
      days: z.number().int(),
    }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const membershipHistoryQuerySchema = z.object({ page: pageParam, limit: limitParam(25, 100) });
export type MembershipHistoryQuery = z.infer<typeof membershipHistoryQuerySchema>;

/** GET /subscriptions/history: every membership, newest first. */
export const membershipHistorySchema = z
  .object({
    data: z.array(membershipSchema),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'MembershipHistory' });
export type MembershipHistory = z.infer<typeof membershipHistorySchema>;

/** /admin/users/{id}/…: the member's user id. */
export const memberIdParamsSchema = z.object({ id: idPathParam });

/** The most days one grant may add (ten years). */
export const MAX_GRANT_DAYS = 3650;

/**
 * POST /admin/users/{id}/membership. `days` extends a running membership of
 * the same plan from its end (otherwise it starts now); `endsAt` sets the end
 * outright. Neither: one period of the plan (1 month Premium, 3 months VIP).
 */
export const membershipGrantSchema = z
  .object({
    plan: paidPlanIdSchema,
    days: z
      .number({ message: 'days muss eine Zahl sein' })
      .int('days muss eine ganze Zahl sein')
      .min(1, 'days muss mindestens 1 sein')
      .max(MAX_GRANT_DAYS, `days ist zu groß (höchstens ${MAX_GRANT_DAYS})`)
      .optional(),
    endsAt: z.iso
      .datetime({ offset: true, message: 'endsAt muss ein Zeitpunkt nach ISO 8601 sein' })
      .optional(),
    note: z.string().trim().max(500, 'Die Notiz ist zu lang (höchstens 500 Zeichen)').optional(),
  })
  .refine((body) => body.days === undefined || body.endsAt === undefined, {
    message: 'Bitte entweder days oder endsAt angeben, nicht beides.',
    path: ['endsAt'],
  });
export type MembershipGrant = z.infer<typeof membershipGrantSchema>;

/** The answer of a grant: the recorded membership and the member's account afterwards. */
export const membershipGrantResultSchema = z
  .object({
    membership: membershipSchema,
    user: z.object({
      id: z.number().int(),
      username: z.string(),
      role: z.enum(roles),
      membershipExpiresAt: z.string().nullable(),
    }),
  })
  .meta({ id: 'MembershipGrantResult' });
export type MembershipGrantResult = z.infer<typeof membershipGrantResultSchema>;

/** GET /nodebb/token: a short-lived token to open the forum with (spec 000 §7). */
export const forumTokenSchema = z
  .object({
    token: z.string(),
    /** Where to open it: /api/nodebb/sso?token=…, which signs in at the forum and goes on there. */
    url: z.string(),
    forumUrl: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'ForumToken' });
export type ForumToken = z.infer<typeof forumTokenSchema>;

export const forumSsoQuerySchema = z.object({
  token: z.string({ message: 'token fehlt' }).min(1, 'token fehlt').max(4096, 'token ist zu lang'),
});
