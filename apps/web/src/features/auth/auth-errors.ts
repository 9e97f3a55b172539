import { ApiRequestError } from '../../lib/api-client';
import { de } from '../../i18n/de';

/** Default block time of spec 000 §9 when the server sends none. */
export const DEFAULT_BLOCK_SECONDS = 300;

export type AuthFailure =
  { kind: 'blocked'; seconds: number } | { kind: 'error'; message: string; wrongCredentials: boolean };

/**
 * The error texts of spec 000 §8 for sign-in and sign-up: 429 blocks with the
 * server's blockTime, 400 requiresCaptcha / captchaInvalid have their own texts,
 * a 409 on sign-up is the taken name, everything else is the server's message
 * or the generic text.
 */
export function describeAuthError(error: unknown, form: 'signin' | 'signup'): AuthFailure {
  if (!(error instanceof ApiRequestError))
    return { kind: 'error', message: de.auth.genericError, wrongCredentials: false };
  const { status, details } = error;
  if (status === 429) {
    const blockTime =
      typeof details.blockTime === 'number' && details.blockTime > 0
        ? details.blockTime
        : DEFAULT_BLOCK_SECONDS;
    return { kind: 'blocked', seconds: blockTime };
  }
  if (status === 400 && details.requiresCaptcha === true) {
    return { kind: 'error', message: de.auth.requiresCaptcha, wrongCredentials: false };
  }
  if (status === 400 && details.captchaInvalid === true) {
    return { kind: 'error', message: de.auth.captchaInvalid, wrongCredentials: false };
  }
  if (status === 409 && form === 'signup')
    return { kind: 'error', message: de.auth.conflict, wrongCredentials: false };
  // A proper API error carries its code and a German message; anything else gets the generic text.
  const message =
    error.code && status !== 0 ? error.message : status === 0 ? error.message : de.auth.genericError;
  return { kind: 'error', message, wrongCredentials: status === 401 };
}

/** m:ss for the countdown of the blocked state. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
