import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authErrorSchema,
  contactMessageBodySchema,
  contactMessageListQuery,
  contactMessageListSchema,
  contactMessageSchema,
  contactMessageUpdateBodySchema,
  idParamsSchema,
  messageResponseSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ContactService } from './contact.service';

export const contactRoutes =
  (auth: AuthService, service: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);

    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the operator (FAQ contact form): stored and mailed',
          description:
            'Mailed to CONTACT_EMAIL, or else to every administrator, with Reply-To the sender. ' +
            'Limited per client network and per sender address (429 with blockTime).',
          body: contactMessageBodySchema,
          response: { 201: messageResponseSchema, 400: apiErrorSchema, 429: authErrorSchema },
        },
        config: { cache: 'no-store' },
      },
      async (request, reply) => reply.status(201).send(await service.send(request.body, request.ip)),
    );

    app.get(
      '/admin/contact-messages',
      {
        schema: {
          tags: ['admin'],
          summary: 'The contact form messages, newest first (administrators only); status=open or handled',
          security: [{ bearerAuth: [] }],
          querystring: contactMessageListQuery,
          response: { 200: contactMessageListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      (request) => service.list(request.query.status, request.query.page, request.query.limit),
    );

    app.put(
      '/admin/contact-messages/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mark a contact message done (handled: true) or open again (administrators only)',
          security: [{ bearerAuth: [] }],
          params: idParamsSchema,
          body: contactMessageUpdateBodySchema,
          response: {
            200: contactMessageSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      (request) => {
        const admin = auth.requireUser(request.user);
        return service.setHandled(request.params.id, request.body.handled, admin);
      },
    );
  };
