import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: API keys (apikey, RSS r), member ids of
 * feed addresses (i), tokens, and the signature of a signed NZB link (sig: with
 * it the link downloads for its member until it expires).
 */
const SECRET_PARAMS = new Set(['apikey', 'r', 'i', 'token', 'sig']);

/** The URL with the values of secret query parameters replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name stays as it is; it is no secret parameter's name either.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) && eq >= 0 ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Pino's request serializer: Fastify's usual fields, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
