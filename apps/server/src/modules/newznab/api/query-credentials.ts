import type { ApiCredentials } from './newznab-access.service';

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/** `apikey`, or the NNTmux-style `r` (key) and `i` (member id) of feed addresses. */
export function queryCredentials(query: Record<string, unknown>): ApiCredentials {
  const key = text(query.apikey) ?? text(query.r);
  const uid = text(query.apikey) === undefined ? text(query.i) : undefined;
  return { ...(key !== undefined ? { key } : {}), ...(uid !== undefined ? { uid } : {}) };
}

/** o=json, read even when other parameters are broken, so the error comes in the format asked for. */
export function wantsJson(query: Record<string, unknown>): boolean {
  return text(query.o)?.toLowerCase() === 'json';
}
