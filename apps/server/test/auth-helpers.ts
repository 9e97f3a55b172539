import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TEST_ANSWER_HEADER } from '../src/modules/captcha/captcha.routes';

export interface SolvedCaptcha {
  captchaId: string;
  captcha: string;
}

/** A fresh captcha and its answer; the app must run with security.captchaTestMode. */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress?: string): Promise<SolvedCaptcha> {
  const res = await app.inject({ url: '/api/auth/captcha', ...(remoteAddress ? { remoteAddress } : {}) });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const answer = res.headers[CAPTCHA_TEST_ANSWER_HEADER];
  if (typeof answer !== 'string') throw new Error('captcha test mode is off');
  return { captchaId: res.json().id, captcha: answer };
}

export interface LoginBody {
  identifier: string;
  password: string;
  remember?: boolean;
  captchaId?: string;
  captcha?: string;
}

export function login(app: FastifyInstance, body: LoginBody, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function tokenFor(app: FastifyInstance, identifier: string, password: string): Promise<string> {
  const res = await login(app, { identifier, password });
  if (res.statusCode !== 200) throw new Error(`login ${identifier}: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
