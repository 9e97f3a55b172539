/** What went wrong talking to TMDb; lets callers react without parsing messages. */
export type TmdbErrorCode =
  | 'invalid_key'
  | 'not_found'
  | 'rate_limited'
  | 'server_error'
  | 'request_rejected'
  | 'network'
  | 'timeout'
  | 'bad_response'
  | 'invalid_path';

/**
 * A failed TMDb request. `status` is the HTTP status, or 0 when no response
 * arrived (network error, timeout) or the request was refused before sending
 * (invalid image path). Messages are German (they reach admins through the CLI)
 * and never contain the API key.
 */
export class TmdbError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: TmdbErrorCode,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
}
