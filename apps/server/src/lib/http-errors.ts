/**
 * An error a service throws to answer with a given status. The error handler
 * turns it into the one JSON error shape; `extra` adds documented fields
 * (for example requiresCaptcha or blockTime).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  // A server the site depends on (ntfy, TMDb, a news server) failed: not our own error.
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage',
};

export function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
