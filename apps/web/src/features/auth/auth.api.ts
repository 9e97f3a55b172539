import type { CaptchaResponse, LoginResponse, MessageResponse } from '@nzbkino/shared';
import { getJson, sendJson } from '../../lib/api-client';
import { num, responseOf, shape, str } from '../../lib/guards';
import { loginAnswerCheck } from '../../lib/session-checks';

const captchaCheck = shape({ id: str, image: str, expiresIn: num });
const messageCheck = shape({ message: str });

export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return getJson('/auth/captcha', responseOf<CaptchaResponse>(captchaCheck), {
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
}

export function login(
  body: { identifier: string; password: string; remember: boolean } & CaptchaAnswer,
): Promise<LoginResponse> {
  return sendJson('POST', '/auth/login', body, responseOf<LoginResponse>(loginAnswerCheck));
}

export function register(
  body: { username: string; email: string; password: string } & CaptchaAnswer,
): Promise<MessageResponse> {
  return sendJson('POST', '/auth/register', body, responseOf<MessageResponse>(messageCheck));
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return sendJson('POST', '/auth/forgot-password', { email }, responseOf<MessageResponse>(messageCheck));
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return sendJson(
    'POST',
    '/auth/reset-password',
    { token, password },
    responseOf<MessageResponse>(messageCheck),
  );
}
