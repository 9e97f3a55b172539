import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '@nzbkino/shared';
import type { SiteInfoService } from './site-info.service';

export const siteInfoRoutes =
  (service: SiteInfoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/site-info',
      {
        schema: {
          tags: ['site'],
          summary: "The operator's support contact, team, Impressum and privacy policy (empty while unset)",
          description:
            'From DATA_DIR/site-info.json, DATA_DIR/impressum.txt and DATA_DIR/datenschutz.txt, read at each request.',
          response: { 200: siteInfoSchema },
        },
        // An operator's edit shows at the next page load, not after a browser's cache expires.
        config: { cache: 'no-store' },
      },
      () => service.read(),
    );
  };
