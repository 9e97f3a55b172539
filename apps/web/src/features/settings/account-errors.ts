import { ApiRequestError } from '../../lib/api-client';
import { de } from '../../i18n/de';

/**
 * Where an account-form error belongs: a field (wrong current password, taken
 * address) or the whole form. Never a 401 here: the server answers a wrong
 * password with 400, so a typo does not sign the user out.
 */
export function accountError(error: unknown): { field: string | null; message: string } {
  if (!(error instanceof ApiRequestError)) return { field: null, message: de.auth.genericError };
  const field = typeof error.details.field === 'string' ? error.details.field : null;
  if (error.status === 409) return { field: 'email', message: error.message };
  const message = error.code || error.status === 0 ? error.message : de.auth.genericError;
  return { field: error.status === 400 ? field : null, message };
}
