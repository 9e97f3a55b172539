import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorSchema, captchaResponseSchema } from '@nzbkino/shared';
import type { CaptchaService } from './captcha.service';

/** Header carrying the answer in CAPTCHA_TEST_MODE (browser journeys; refused in production). */
export const CAPTCHA_TEST_ANSWER_HEADER = 'x-captcha-test-answer';

export const captchaRoutes =
  (captcha: CaptchaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/captcha',
      {
        schema: {
          tags: ['auth'],
          summary: 'A new captcha for sign-in or sign-up',
          description:
            'Answers an arithmetic question (numbers 1–10, plus, minus, times) drawn as noisy SVG paths. ' +
            'Send the `id` as `captchaId` and the result as `captcha` with the login or register call. ' +
            'Each captcha is good for one check and expires after `expiresIn` seconds.',
          response: { 200: captchaResponseSchema, 429: authErrorSchema },
        },
        config: { cache: 'no-store' },
      },
      async (request, reply) => {
        const { answer, ...captchaAnswer } = await captcha.issue(request.ip);
        if (answer !== undefined) reply.header(CAPTCHA_TEST_ANSWER_HEADER, String(answer));
        return captchaAnswer;
      },
    );
  };
