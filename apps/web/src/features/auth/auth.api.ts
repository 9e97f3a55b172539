import type { Captcha, LoginResponse, MessageResponse, RequestBody } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';

export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return bodyOf(api.GET('/api/auth/captcha', { signal, headers: { 'Cache-Control': 'no-cache' } }));
}

export function login(body: RequestBody<'/api/auth/login', 'post'>): Promise<LoginResponse> {
  return bodyOf(api.POST('/api/auth/login', { body }));
}

export function register(body: RequestBody<'/api/auth/register', 'post'>): Promise<MessageResponse> {
  return bodyOf(api.POST('/api/auth/register', { body }));
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return bodyOf(api.POST('/api/auth/forgot-password', { body: { email } }));
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return bodyOf(api.POST('/api/auth/reset-password', { body: { token, password } }));
}
