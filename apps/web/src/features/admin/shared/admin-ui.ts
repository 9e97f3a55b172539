import { ApiRequestError } from '../../../lib/api-client';
import { de } from '../../../i18n/de';

// Class names the admin tables and forms share.
export const th =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-300 uppercase';
export const td = 'px-3 py-2.5 align-middle';
export const tableBox = 'overflow-x-auto rounded-xl border border-ink-700 bg-ink-900/60';
export const card = 'rounded-2xl border border-ink-700 bg-ink-900/60 p-4 sm:p-6';
export const inputClass =
  // Inside a label that is bold and spaced: the value itself is plain text.
  'min-h-10 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm font-normal tracking-normal normal-case text-white ' +
  'placeholder:text-ink-500 focus:border-brand-400 focus:outline-none disabled:opacity-50';
export const labelClass =
  'flex min-w-0 flex-col gap-1 text-xs font-semibold tracking-wide text-ink-300 uppercase';

/** The server's German message, or the generic one for anything else. */
export function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : de.common.unknownError;
}
