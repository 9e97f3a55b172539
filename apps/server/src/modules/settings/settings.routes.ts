import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, adminSettingsUpdateSchema, apiErrorSchema } from '@nzbkino/shared';
import { guards } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { SettingsService } from './settings.service';

const bearer = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

export const settingsRoutes =
  (auth: AuthService, settings: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = guards(auth);
    app.get(
      '/admin/settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'The site settings in force (secrets masked: only their last four characters)',
          security: bearer,
          response: { 200: adminSettingsSchema, ...denied },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      () => settings.get(),
    );
    app.put(
      '/admin/settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change settings; they apply at once, without a restart',
          description:
            'Any subset of the groups. A secret sent empty or masked keeps the stored one; null clears it. ' +
            'Limits: a number per role (0 = none), null = unlimited.',
          security: bearer,
          body: adminSettingsUpdateSchema,
          response: { 200: adminSettingsSchema, 400: apiErrorSchema, ...denied },
        },
        onRequest: requireAdmin,
        config: { cache: 'no-store' },
      },
      (request) => settings.update(auth.requireUser(request.user), request.body),
    );
  };
