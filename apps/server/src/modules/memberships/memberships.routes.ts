import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  membershipGrantResultSchema,
  membershipGrantSchema,
  membershipHistoryQuerySchema,
  membershipHistorySchema,
  planListSchema,
  memberIdParamsSchema,
  subscriptionSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { MembershipService } from './memberships.service';
import type { PlansService } from './plans.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['memberships'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Plans, the member's subscription and history, the trial, and the admin's grant (issue 16). */
export const membershipRoutes =
  (auth: AuthService, plans: PlansService, memberships: MembershipService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser, requireAdmin } = guards(auth);
    const member = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user);

    app.get(
      '/plans/public',
      {
        schema: {
          tags,
          summary:
            'The plans (Basic, Premium, VIP) with prices, features and the limits this server enforces',
          description:
            'Public; clients send no token here (spec 000 §7). purchaseMode tells how paid plans are obtained.',
          response: { 200: planListSchema },
        },
        // The limits follow the server's settings; an answer from a minute ago may already be wrong.
        config: { cache: 'no-store' },
      },
      () => plans.list(),
    );

    app.get(
      '/subscriptions/current',
      {
        schema: {
          tags,
          summary:
            "The member's plan now, its end (extensions included), the running membership and the trial",
          security: bearer,
          response: { 200: subscriptionSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => memberships.current(member(request.user)),
    );

    app.get(
      '/subscriptions/history',
      {
        schema: {
          tags,
          summary: "The member's memberships, the latest start first",
          security: bearer,
          querystring: membershipHistoryQuerySchema,
          response: { 200: membershipHistorySchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' },
      },
      (request) => memberships.history(member(request.user).id, request.query),
    );

    app.post(
      '/subscriptions/trial',
      {
        schema: {
          tags,
          summary: 'Start the one free Premium trial of the account (MEMBERSHIP_TRIAL_DAYS days)',
          description:
            '409 when the account already had a trial or any membership, is an administrator, or the trial is off.',
          security: bearer,
          response: { 201: subscriptionSchema, 409: apiErrorSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      async (request, reply) => reply.status(201).send(await memberships.startTrial(member(request.user))),
    );

    app.post(
      '/admin/users/:id/membership',
      {
        schema: {
          tags,
          summary: 'Grant or extend a Premium or VIP membership (the admin-grant payment provider)',
          description:
            'days extends a running membership of the same plan from its end, otherwise it starts now; ' +
            'endsAt sets the end outright; neither grants one period of the plan (Premium 1 month, VIP 3 months). ' +
            'Another plan replaces the running one at once. 409 for administrators.',
          security: bearer,
          params: memberIdParamsSchema,
          body: membershipGrantSchema,
          response: {
            201: membershipGrantResultSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...denied,
          },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      async (request, reply) => {
        const { plan, days, endsAt, note } = request.body;
        const admin = member(request.user);
        const result = await memberships.grant(
          {
            userId: request.params.id,
            plan,
            days,
            endsAt: endsAt ? new Date(endsAt) : undefined,
            note,
            grantedBy: admin.id,
          },
          { id: admin.id, username: admin.username },
        );
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/admin/users/:id/memberships',
      {
        schema: {
          tags,
          summary: "A member's memberships for the admin area, the latest start first",
          security: bearer,
          params: memberIdParamsSchema,
          querystring: membershipHistoryQuerySchema,
          response: { 200: membershipHistorySchema, 400: apiErrorSchema, ...denied },
        },
        onRequest: requireAdmin,
      },
      (request) => memberships.history(request.params.id, request.query),
    );
  };
