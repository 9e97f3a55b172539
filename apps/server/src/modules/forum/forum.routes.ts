import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, forumSsoQuerySchema, forumTokenSchema } from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { ForumService } from './forum.service';

const tags = ['forum'];

/** NodeBB sign-on (spec 000 §7): GET /nodebb/token, then GET /nodebb/sso?token= in a new tab. */
export const forumRoutes =
  (auth: AuthService, forum: ForumService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = guards(auth);

    app.get(
      '/nodebb/token',
      {
        schema: {
          tags,
          summary:
            'A token (HS256, FORUM_SSO_SECRET) for the forum: id, username, email, picture; valid 60 s',
          description: 'Open `url` in a new tab. 404 when FORUM_URL and FORUM_SSO_SECRET are not configured.',
          security: [{ bearerAuth: [] }],
          response: { 200: forumTokenSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request) => forum.issue(auth.requireUser(request.user)),
    );

    app.get(
      '/nodebb/sso',
      {
        schema: {
          tags,
          summary: "Sets the session-sharing plugin's cookie and redirects to the forum",
          description:
            'A valid token: 302 to FORUM_URL with the shared cookie (HttpOnly, SameSite=Lax, on the common ' +
            'parent domain). An expired or foreign token: 302 to /login?redirect=nodebb, which returns here ' +
            'after sign-in. 404 when the forum is not configured.',
          querystring: forumSsoQuerySchema,
          response: { 302: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: { cache: 'no-store' },
      },
      async (request, reply) => {
        const signOn = await forum.signOn(request.query.token);
        if (signOn.cookie) reply.header('set-cookie', signOn.cookie);
        return reply.redirect(signOn.location, 302);
      },
    );
  };
