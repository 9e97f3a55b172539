import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartAddBodySchema,
  cartChangeSchema,
  cartSchema,
  downloadMessages,
  releaseIdParamsSchema,
} from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { sendFile } from '../../lib/send-file';
import type { CartService } from './cart.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['cart'];
const changed = { 200: cartChangeSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const cartRoutes =
  (auth: AuthService, cart: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser, requireUserSaying } = guards(auth);
    const requireCartUser = requireUserSaying(downloadMessages.cartLoginRequired);
    const config = { cache: 'no-store' as const };
    const userId = (user: Parameters<AuthService['requireUser']>[0]) => auth.requireUser(user).id;

    app.post(
      '/cart/add/:id',
      {
        schema: {
          tags,
          summary: 'Add a release to the cart (again: no change); 409 when the cart is full',
          security: bearer,
          params: releaseIdParamsSchema,
          response: { ...changed, 409: apiErrorSchema },
        },
        onRequest: requireCartUser,
        config,
      },
      (request) => cart.add(userId(request.user), request.params.id),
    );

    app.post(
      '/cart',
      {
        schema: {
          tags,
          summary: 'Add a release to the cart, given as { releaseId } (the episode page, spec 001 §7)',
          security: bearer,
          body: cartAddBodySchema,
          response: { ...changed, 409: apiErrorSchema },
        },
        onRequest: requireCartUser,
        config,
      },
      (request) => cart.add(userId(request.user), request.body.releaseId),
    );

    app.get(
      '/cart/releases',
      {
        schema: {
          tags,
          summary: 'The releases in the cart, newest addition first',
          security: bearer,
          response: { 200: cartSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'private' as const },
      },
      (request) => cart.list(userId(request.user)),
    );

    app.delete(
      '/cart/remove/:id',
      {
        schema: {
          tags,
          summary: 'Take a release out of the cart (404 when it is not in it)',
          security: bearer,
          params: releaseIdParamsSchema,
          response: changed,
        },
        onRequest: requireUser,
        config,
      },
      (request) => cart.remove(userId(request.user), request.params.id),
    );

    app.delete(
      '/cart/clear',
      {
        schema: {
          tags,
          summary: 'Empty the cart',
          security: bearer,
          response: { 200: cartChangeSchema, 401: apiErrorSchema },
        },
        onRequest: requireUser,
        config,
      },
      (request) => cart.clear(userId(request.user)),
    );

    app.post(
      '/cart/download-zip',
      {
        schema: {
          tags,
          summary:
            'Every NZB of the cart as one zip (streamed). Counts each new release against the daily ' +
            'limit: when they do not all fit, 403 says how many do and nothing is counted. The cart is kept.',
          security: bearer,
          response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireUserSaying(downloadMessages.loginRequired),
      },
      async (request, reply) => {
        const zip = await cart.zip(auth.requireUser(request.user), {
          channel: 'zip',
          clientAddress: request.ip,
        });
        return sendFile(reply, 'application/zip', zip.fileName, zip.stream);
      },
    );
  };
