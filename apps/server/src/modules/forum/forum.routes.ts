import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, forumSsoQuerySchema, forumTokenSchema } from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { SSO_BINDING_COOKIE, type ForumService } from './forum.service';

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

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
          description:
            'Open `url` in a new tab of the same browser: the answer sets a cookie that binds the link to it. ' +
            '404 when FORUM_URL and FORUM_SSO_SECRET are not configured.',
          security: [{ bearerAuth: [] }],
          response: { 200: forumTokenSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: requireUser,
        config: { cache: 'no-store' },
      },
      (request, reply) => {
        const { answer, bindingCookie } = forum.issue(auth.requireUser(request.user));
        reply.header('set-cookie', bindingCookie);
        return answer;
      },
    );

    app.get(
      '/nodebb/sso',
      {
        schema: {
          tags,
          summary: "Sets the session-sharing plugin's cookie and redirects to the forum",
          description:
            'A valid token from the same browser (the binding cookie GET /nodebb/token set): 302 to FORUM_URL ' +
            'with the shared cookie (HttpOnly, SameSite=Lax, on the common parent domain). An expired or ' +
            'foreign token, or one another browser asked for: 302 to /login?redirect=nodebb, which returns ' +
            'here after sign-in. 404 when the forum is not configured.',
          querystring: forumSsoQuerySchema,
          response: { 302: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: { cache: 'no-store' },
      },
      async (request, reply) => {
        const signOn = await forum.signOn(
          request.query.token,
          cookieValue(request.headers.cookie, SSO_BINDING_COOKIE),
        );
        if (signOn.cookies.length > 0) reply.header('set-cookie', signOn.cookies);
        return reply.redirect(signOn.location, 302);
      },
    );
  };
