import { apiUrl } from '../../lib/api-client';

/**
 * Spec 001 §7: {api}/nfo/view/{file}?token={token} when signed in, otherwise
 * {api}/nfo/{file}; the file is the last segment of nfoPath; a full URL is used as is.
 */
export function nfoUrl(nfoPath: string | null | undefined, token: string | null): string | null {
  const value = nfoPath?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const file = value.split('/').filter(Boolean).pop();
  if (!file) return null;
  const encoded = encodeURIComponent(file);
  return token
    ? apiUrl(`/nfo/view/${encoded}?token=${encodeURIComponent(token)}`)
    : apiUrl(`/nfo/${encoded}`);
}
